import type { ApiError, OutlayClient } from '@outlay/api-client';
import type { PasswordProblems } from '../change-password/password-rules';

export interface SetupAccountContext {
  client: OutlayClient;
  email: string;
  codesSent: number;
  problems: PasswordProblems;
  /** The code field was not six digits at the last submit. */
  codeMissing: boolean;
  error: ApiError | null;
}

export type SetupAccountEvent =
  | { type: 'code.requested'; email: string }
  | { type: 'resend.requested' }
  | { type: 'form.submitted'; code: string; newPassword: string; confirmPassword: string };
