import type { SnapshotFrom } from 'xstate';
import type { disputeMachine } from './dispute.machine';

type DisputeSnapshot = SnapshotFrom<typeof disputeMachine>;

/**
 * The drawer's Report section: the entry's report in place of the body (`report`), the form
 * (`form`), or the body with "Transaction reported" (`filed`) or "Report an issue" (`offer`).
 */
export function disputeView(snapshot: DisputeSnapshot) {
  const { context } = snapshot;
  return {
    part: snapshot.matches('reported')
      ? 'report'
      : snapshot.hasTag('open')
        ? 'form'
        : snapshot.matches('filed')
          ? 'filed'
          : 'offer',
    loading: snapshot.hasTag('busy'),
    dispute: context.dispute,
    reasonKey: context.reasonKey,
    comment: context.comment,
    fieldErrors: context.fieldErrors,
    error: context.error,
    submitting: snapshot.matches('submitting'),
  } as const;
}
