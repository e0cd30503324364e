import type { SnapshotFrom } from 'xstate';
import { resendView } from '../kernel/code-step.view';
import type { setupAccountMachine } from './setup-account.machine';

type SetupAccountSnapshot = SnapshotFrom<typeof setupAccountMachine>;

/** `/setup-account`: the email step, then the code and the first password. */
export function setupAccountView(snapshot: SetupAccountSnapshot) {
  const { context } = snapshot;
  return {
    step: snapshot.matches('choosingPassword') ? 'password' : 'email',
    sendingCode: snapshot.matches('sendingCode'),
    error: context.error,
    /** The step opened on a code sent moments ago (the server would not send another yet). */
    codeSentEarlier: context.codeSentEarlier,
    codeProblem: context.codeProblem,
    problems: context.problems,
    settingUp: snapshot.matches({ choosingPassword: { code: 'settingUp' } }),
    resend: resendView(context, {
      offered: true,
      available: snapshot.can({ type: 'resend.requested' }),
      sending: snapshot.matches({ choosingPassword: { resend: 'sending' } }),
    }),
  } as const;
}
