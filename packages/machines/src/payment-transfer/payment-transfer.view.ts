import type { SnapshotFrom } from 'xstate';
import { amountMinorOf, type paymentTransferMachine } from './payment-transfer.machine';

type Snapshot = SnapshotFrom<typeof paymentTransferMachine>;

export type PaymentTransferStep = 'recipient' | 'amount' | 'review' | 'sent';

/** The page: which step shows, and what it shows. */
export function paymentTransferView(snapshot: Snapshot) {
  const { context } = snapshot;
  let step: PaymentTransferStep = 'recipient';
  const quoting = snapshot.matches('quoting');
  if (snapshot.matches('enteringAmount')) step = 'amount';
  // A first quote is asked for from the form; a quote that expired is asked again on the review.
  if (quoting) step = context.quote === null ? 'amount' : 'review';
  if (
    snapshot.matches('reviewing') ||
    snapshot.matches('awaitingCode') ||
    snapshot.matches('sending')
  )
    step = 'review';
  if (snapshot.matches('sent')) step = 'sent';
  return {
    step,
    recipient: context.recipient,
    amount: context.amount,
    amountMinor: amountMinorOf(context.amount, context.transferCurrency),
    currency: context.currency,
    transferCurrency: context.transferCurrency,
    fxCurrencies: context.fxCurrencies,
    quote: context.quote,
    quoting,
    description: context.description,
    referenceNumber: context.referenceNumber,
    fieldErrors: context.fieldErrors,
    sending: snapshot.matches('awaitingCode') || snapshot.matches('sending'),
    transfer: context.transfer,
    error: context.error,
  } as const;
}

export type PaymentTransferView = ReturnType<typeof paymentTransferView>;
