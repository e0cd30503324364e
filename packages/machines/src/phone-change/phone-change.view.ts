import type { SnapshotFrom } from 'xstate';
import { resendView } from '../kernel/code-step.view';
import type { phoneChangeMachine } from './phone-change.machine';

type PhoneChangeSnapshot = SnapshotFrom<typeof phoneChangeMachine>;

/** The profile page's phone number: the number step or the code step, and what they show. */
export function phoneChangeView(snapshot: PhoneChangeSnapshot) {
  const { context } = snapshot;
  const enteringCode = snapshot.matches('enteringCode');
  return {
    step: enteringCode ? ('code' as const) : ('number' as const),
    /** The new number, masked, as the code went to it. */
    maskedPhone: context.maskedPhone,
    error: context.error,
    sending: snapshot.matches('sendingCode'),
    verifying: snapshot.matches({ enteringCode: { code: 'verifying' } }),
    codeSentEarlier: context.codeSentEarlier,
    resend: resendView(context, {
      offered: true,
      available: snapshot.can({ type: 'resend.requested' }),
      sending: snapshot.matches({ enteringCode: { resend: 'sending' } }),
    }),
  };
}
