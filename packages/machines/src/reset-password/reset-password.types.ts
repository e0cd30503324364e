import type { ApiError } from '@outlay/api-client';
import type { PasswordProblems } from '../change-password/password-rules';

export interface ResetPasswordContext {
  token: string;
  /** Whose password the link resets (masked). */
  email: string | null;
  problems: PasswordProblems;
  error: ApiError | null;
}

export type ResetPasswordEvent =
  | { type: 'form.submitted'; newPassword: string; confirmPassword: string }
  | { type: 'retry.requested' };
