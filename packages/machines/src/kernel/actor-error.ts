import { toApiError, type ApiError } from '@outlay/api-client';

/**
 * The error of an `xstate.error.actor.*` event as the one ApiError every screen shows: what
 * the server said, or the client's own message when no answer came. Any other event has none,
 * which reads as the network failure (a guard asking about it then answers no).
 */
export function errorFrom(event: { type: string }): ApiError {
  return toApiError('error' in event ? event.error : undefined);
}

/** Whether the refusal is the server's rate limit (HTTP 429): what was asked for must wait. */
export function isRateLimited(error: ApiError): boolean {
  return error.status === 429;
}
