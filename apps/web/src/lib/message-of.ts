import { ApiError, type ErrorKey, errorKeys } from '@outlay/api-client';
import type { MessageId } from '@/i18n/catalogs';

// The one way the web app turns a failure into text (spec part 1 §8). Error texts come from
// the server: its errors.msg, already in the request's language. Only when the API client
// wrote the message itself (no answer, an unreadable one, a new device, an ended session) does
// the text come from the web catalogs, by the error's key. Success texts always come from the
// web catalogs (apps/web/README.md, "Texts").

/** The catalog message for each failure the API client describes itself. */
const clientMessages: Record<ErrorKey, MessageId | null> = {
  // No usable answer: the screen's own fallback, else the generic text.
  [errorKeys.generic]: null,
  [errorKeys.network]: null,
  [errorKeys.newDevice]: 'errors.newDevice',
  [errorKeys.sessionEnded]: 'errors.sessionExpired',
};

/**
 * What to show for `error`: the server's message when it sent one, else the catalog's. A
 * screen whose spec names its own text for a failure without a server message passes it as
 * `fallback` (the generic "Something went wrong!" otherwise).
 */
export function messageOf(
  error: unknown,
  t: (id: MessageId) => string,
  fallback: MessageId = 'errors.generic',
): string {
  if (!(error instanceof ApiError)) return t(fallback);
  if (error.key !== undefined) return t(clientMessages[error.key] ?? fallback);
  return error.msg.trim() === '' ? t(fallback) : error.msg;
}

/** Whether the server said what went wrong (so a screen may quote it inside its own text). */
export function hasServerMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && error.key === undefined && error.msg.trim() !== '';
}
