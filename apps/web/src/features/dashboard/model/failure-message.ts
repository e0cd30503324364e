import { ApiError } from '@outlay/api-client';
import type { MessageId } from '../../../i18n/catalogs';

/**
 * What the Error toast says about a failed call (spec part 1 §8): the server's errors.msg,
 * which comes in the user's language; when the client wrote the message itself (no answer,
 * an unreadable one) or the failure is no ApiError at all, the generic text in the user's
 * language instead.
 */
export function failureMessage(error: unknown, t: (id: MessageId) => string): string {
  return error instanceof ApiError && error.key === undefined ? error.msg : t('errors.generic');
}

/** A 401 ends the session (the client signs out), so no toast is due for it. */
export const endsSession = (error: unknown) => error instanceof ApiError && error.status === 401;
