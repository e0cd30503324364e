import type { SignUpStepName } from '@outlay/api-client';
import { SIGN_UP_STEPS } from '@outlay/rules';
import type { SnapshotFrom } from 'xstate';
import { resendView } from '../kernel/code-step.view';
import type { signUpMachine } from './sign-up.machine';
import type { EditableStep } from './sign-up.types';

type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

const EDITABLE: readonly SignUpStepName[] = [
  'companyForm',
  'companyDetails',
  'ownerships',
  'accountOwner',
  'bankAccounts',
];

/** The step the screen shows: create account covers its phone code too. */
function stepOf(snapshot: SignUpSnapshot): SignUpStepName | 'submitted' {
  if (snapshot.matches('verifyingPhone')) return 'createAccount';
  if (snapshot.matches('submitted')) return 'submitted';
  return SIGN_UP_STEPS.find((step) => snapshot.matches(step)) ?? 'createAccount';
}

/** The wizard: which step shows, the progress indicator, and what the step's form needs. */
export function signUpView(snapshot: SignUpSnapshot) {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  const completed = context.application?.completedSteps ?? [];
  return {
    step,
    /** Create account shows its form, then the code texted to the phone. */
    createAccountPhase: snapshot.matches('verifyingPhone') ? ('code' as const) : ('form' as const),
    /** The progress indicator: each step, done or current, and whether it opens on a press. */
    progress: SIGN_UP_STEPS.map((name) => ({
      step: name,
      current: name === step,
      complete: completed.includes(name),
      canOpen:
        EDITABLE.includes(name) &&
        snapshot.can({ type: 'step.opened', step: name as EditableStep }),
    })),
    application: context.application,
    maskedPhone: context.maskedPhone,
    busy: snapshot.hasTag('busy'),
    error: context.error,
    /** What failed: the screen puts the server's words beside that form. */
    failure: context.failure,
    codeSentEarlier: context.codeSentEarlier,
    verifying: snapshot.matches({ verifyingPhone: { code: 'verifying' } }),
    resend: resendView(context, {
      offered: true,
      available: snapshot.can({ type: 'resend.requested' }),
      sending: snapshot.matches({ verifyingPhone: { resend: 'sending' } }),
    }),
    submitted: snapshot.matches('submitted'),
  } as const;
}

export type SignUpView = ReturnType<typeof signUpView>;
