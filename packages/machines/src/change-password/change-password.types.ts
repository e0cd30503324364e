import type { ApiError } from '@outlay/api-client';
import type { PasswordProblems } from './password-rules';

export interface ChangePasswordInput {
  /**
   * A forced change (MANDATORY_CHANGE_REQUIRED) cannot be cancelled; the expiration prompt's
   * and the security page's can.
   */
  forced: boolean;
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordContext {
  forced: boolean;
  /** The values that passed the rules, kept only until the change is made. */
  form: PasswordForm | null;
  problems: PasswordProblems;
  error: ApiError | null;
  /** Set once the server changed the password; the machine's output says so. */
  changed: boolean;
}

export type ChangePasswordEvent =
  | ({ type: 'form.submitted' } & PasswordForm)
  | { type: 'verification.succeeded'; actionCode: string }
  | { type: 'verification.cancelled' }
  | { type: 'change.cancelled' };

export type ChangePasswordOutcome = 'changed' | 'cancelled';
