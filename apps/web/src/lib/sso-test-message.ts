/**
 * What the "Test connection" window (the SSO callback page) tells the Security settings page
 * that opened it, by postMessage on the same origin.
 */
export const SSO_TEST_MESSAGE = 'outlay:sso-connection-test';

export type SsoTestMessage =
  | { type: typeof SSO_TEST_MESSAGE; ok: true; testId: string; email: string }
  | { type: typeof SSO_TEST_MESSAGE; ok: false; message: string };

export function isSsoTestMessage(data: unknown): data is SsoTestMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SSO_TEST_MESSAGE
  );
}
