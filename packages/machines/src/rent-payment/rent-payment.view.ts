import type { SnapshotFrom } from 'xstate';
import { rentChargeOfDraft } from './rent-payment.draft';
import type { rentPaymentMachine } from './rent-payment.machine';

type Snapshot = SnapshotFrom<typeof rentPaymentMachine>;

export type RentPaymentStep = 'noCard' | 'form' | 'review' | 'waiting' | 'completed' | 'failed';

/** The rent pages: which step shows, the draft, its fee and total, and what came back. */
export function rentPaymentView(snapshot: Snapshot) {
  const { context } = snapshot;
  let step: RentPaymentStep = 'form';
  if (snapshot.matches('noCard')) step = 'noCard';
  if (snapshot.matches('reviewing') || snapshot.matches('awaitingCode')) step = 'review';
  if (snapshot.matches('sending')) step = 'review';
  if (snapshot.matches('waitingForPayout')) step = 'waiting';
  if (snapshot.matches('completed')) step = 'completed';
  if (snapshot.matches('failed')) step = 'failed';
  return {
    step,
    draft: context.draft,
    cards: context.cards,
    currency: context.currency,
    mexicanTaxes: context.mexicanTaxes,
    charge: rentChargeOfDraft(
      context.draft,
      context.currency,
      context.feeRateBp,
      context.mexicanTaxes,
    ),
    fieldErrors: context.fieldErrors,
    sending: snapshot.matches('awaitingCode') || snapshot.hasTag('busy'),
    payment: context.payment,
    error: context.error,
  } as const;
}

export type RentPaymentView = ReturnType<typeof rentPaymentView>;
