import type { SnapshotFrom } from 'xstate';
import { fieldOfError, type changePasswordMachine } from './change-password.machine';

type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

/** The Change Password form: the rules' verdicts, the server's refusal and where it belongs. */
export function changePasswordView(snapshot: ChangePasswordSnapshot) {
  const { context } = snapshot;
  return {
    forced: context.forced,
    problems: context.problems,
    error: context.error,
    /** The field a refusal belongs to (a wrong current password), or null for the banner. */
    errorField: fieldOfError(context.error?.code),
    /** Every rule passed: the verification dialog asks for a code. */
    verifying: snapshot.hasTag('verifying'),
    busy: snapshot.hasTag('busy'),
  } as const;
}
