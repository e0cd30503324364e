import type { PasswordProblems } from '../change-password/password-rules';
import type { CodeProblem, CodeStepContext } from '../kernel/code-step';

export interface SetupAccountInput {
  /** The invited email from the link (`/setup-account?email=`), or empty. */
  email: string;
}

export interface SetupAccountContext extends CodeStepContext {
  email: string;
  problems: PasswordProblems;
  /** Why the code field was refused at the last submit, if it was. */
  codeProblem: CodeProblem | null;
}

export type SetupAccountEvent =
  | { type: 'code.requested'; email: string }
  | { type: 'resend.requested' }
  | { type: 'form.submitted'; code: string; newPassword: string; confirmPassword: string };
