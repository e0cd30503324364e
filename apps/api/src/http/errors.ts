import type {} from '@outlay/api-client/schema';
import type { MessageKey, MessageParams } from '../i18n/messages.js';

export type { ErrorBody } from '@outlay/api-client/schema';

export type ErrorCode =
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'BAD_CREDENTIALS'
  | 'CHALLENGE_EXPIRED'
  | 'CODE_INCORRECT'
  | 'CODE_EXPIRED'
  | 'CODE_LOCKED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL'
  | 'CAPTCHA_REQUIRED'
  | 'CAPTCHA_INCORRECT'
  | 'BOT_BLOCKED'
  | 'ACTION_CODE_INVALID'
  | 'PASSWORD_RULES'
  | 'PASSWORD_INCORRECT'
  | 'LINK_INVALID'
  | 'FORBIDDEN'
  | 'CARD_DECLINED'
  | 'PIN_RULES'
  | 'EMAIL_USED'
  | 'PHONE_USED'
  | 'ID_USED'
  | 'ACCOUNT_ATTACHED'
  | 'SSO_REQUIRED'
  | 'SSO_STATE_INVALID'
  | 'SSO_REFUSED'
  | 'SSO_NOT_ASSIGNED'
  | 'SSO_INVALID'
  | 'SSO_UNREACHABLE'
  | 'SSO_NO_ACCOUNT'
  | 'QUOTE_EXPIRED'
  | 'FX_UNAVAILABLE'
  | 'SSO_TEST_UNREACHABLE'
  | 'SSO_TEST_DISCOVERY_INVALID'
  | 'SSO_TEST_CLIENT_REFUSED'
  | 'SSO_TEST_REQUIRED';

/** Messages for single fields of the request (`users.2.email`), in the caller's language. */
export type FieldMessages = Record<string, { key: MessageKey; params?: MessageParams }>;

/**
 * A failure meant for the caller. Handlers and services throw it; the error handler turns it
 * into the one error body, in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
    readonly fields: FieldMessages = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}

export const unauthorized = (key: MessageKey, code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, key);

export const tooManyRequests = (
  key: MessageKey,
  retryAfterSeconds: number,
  params: MessageParams,
) => new AppError(429, 'RATE_LIMITED', key, params, { 'retry-after': String(retryAfterSeconds) });

/**
 * Code failures answer 401 at sign-in, but a 401 on a signed-in call means "refresh the
 * token" to the web client, so signed-in operations answer them as 400.
 */
export function asBadRequest(error: unknown): unknown {
  if (error instanceof AppError && error.status === 401) {
    return new AppError(400, error.code, error.messageKey, error.params, error.headers);
  }
  return error;
}
