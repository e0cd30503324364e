import type { ApiError, OutlayClient } from '@outlay/api-client';
import type { PasswordProblems } from '../change-password/password-rules';

export interface ResetPasswordContext {
  client: OutlayClient;
  token: string;
  /** Whose password the link resets (masked). */
  email: string | null;
  problems: PasswordProblems;
  error: ApiError | null;
}

export type ResetPasswordEvent =
  | { type: 'form.submitted'; newPassword: string; confirmPassword: string }
  | { type: 'retry.requested' };
