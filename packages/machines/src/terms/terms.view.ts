import type { SnapshotFrom } from 'xstate';
import type { termsMachine } from './terms.machine';

type TermsSnapshot = SnapshotFrom<typeof termsMachine>;

/** The terms dialog: loading, failed (with Retry), or the documents with the checkbox. */
export function termsView(snapshot: TermsSnapshot) {
  const { context } = snapshot;
  return {
    part: snapshot.hasTag('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'review',
    /** The click-wrap contract modal (its own title) rather than the in-house package. */
    clickwrap: context.config?.agreementProvider === 'clickwrap',
    documents: context.documents,
    agreed: context.agreed,
    error: context.error,
    canAgree: snapshot.can({ type: 'agreement.confirmed' }),
    agreeing: snapshot.matches('signing') || snapshot.matches('consenting'),
  } as const;
}
