import type { ApiError, OutlayClient } from '@outlay/api-client';

export interface ForgotPasswordContext {
  client: OutlayClient;
  /** The answer, the same for any email (it never says whether an account exists). */
  message: string | null;
  error: ApiError | null;
}

export type ForgotPasswordEvent = { type: 'email.submitted'; email: string } | { type: 'reset' };
