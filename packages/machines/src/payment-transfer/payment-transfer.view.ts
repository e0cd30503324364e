import type { SnapshotFrom } from 'xstate';
import { amountMinorOf, type paymentTransferMachine } from './payment-transfer.machine';

type Snapshot = SnapshotFrom<typeof paymentTransferMachine>;

export type PaymentTransferStep = 'recipient' | 'amount' | 'review' | 'sent';

/** The page: which step shows, and what it shows. */
export function paymentTransferView(snapshot: Snapshot) {
  const { context } = snapshot;
  let step: PaymentTransferStep = 'recipient';
  if (snapshot.matches('enteringAmount')) step = 'amount';
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
    amountMinor: amountMinorOf(context.amount, context.currency),
    currency: context.currency,
    description: context.description,
    referenceNumber: context.referenceNumber,
    fieldErrors: context.fieldErrors,
    sending: snapshot.matches('awaitingCode') || snapshot.matches('sending'),
    transfer: context.transfer,
    error: context.error,
  } as const;
}

export type PaymentTransferView = ReturnType<typeof paymentTransferView>;
