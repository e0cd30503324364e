import type { ApiError } from '@outlay/api-client';

export interface ForgotPasswordContext {
  error: ApiError | null;
}

export type ForgotPasswordEvent = { type: 'email.submitted'; email: string } | { type: 'reset' };
