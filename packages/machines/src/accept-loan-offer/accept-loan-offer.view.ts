import type { SnapshotFrom } from 'xstate';
import type { acceptLoanOfferMachine } from './accept-loan-offer.machine';

type Snapshot = SnapshotFrom<typeof acceptLoanOfferMachine>;

/** The accept-offer dialog: which step shows, and what it shows. */
export function acceptLoanOfferView(snapshot: Snapshot) {
  return {
    step: snapshot.matches('accepted') ? ('accepted' as const) : ('review' as const),
    sending: snapshot.matches('awaitingCode') || snapshot.matches('accepting'),
    loan: snapshot.context.loan,
    error: snapshot.context.error,
  } as const;
}

export type AcceptLoanOfferView = ReturnType<typeof acceptLoanOfferView>;
