import type { SnapshotFrom } from 'xstate';
import { resendView } from '../kernel/code-step.view';
import type { delegateRegistrationMachine } from './delegate-registration.machine';

type RegistrationSnapshot = SnapshotFrom<typeof delegateRegistrationMachine>;

export type DelegateRegistrationView = ReturnType<typeof delegateRegistrationView>;

/** The delegate-registration page: the person's form or the code step, and what they show. */
export function delegateRegistrationView(snapshot: RegistrationSnapshot) {
  const { context } = snapshot;
  return {
    step: snapshot.matches('enteringCode') ? ('code' as const) : ('person' as const),
    person: context.person,
    destination: context.destination,
    problems: context.problems,
    error: context.error,
    sending: snapshot.matches('sendingCode'),
    registering: snapshot.matches({ enteringCode: { code: 'verifying' } }),
    codeSentEarlier: context.codeSentEarlier,
    resend: resendView(context, {
      offered: true,
      available: snapshot.can({ type: 'resend.requested' }),
      sending: snapshot.matches({ enteringCode: { resend: 'sending' } }),
    }),
  };
}
