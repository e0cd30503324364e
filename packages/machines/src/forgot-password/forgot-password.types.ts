import type { ApiError, OutlayClient } from '@outlay/api-client';

export interface ForgotPasswordContext {
  client: OutlayClient;
  error: ApiError | null;
}

export type ForgotPasswordEvent = { type: 'email.submitted'; email: string } | { type: 'reset' };
