import type { SecurityState } from '../accounts/account-security.js';
import { AppError, unauthorized } from '../http/errors.js';
import type { Credentials, Session } from '../http/security.js';
import type { Services } from '../services.js';

/** The caller's session; operations that declare secretToken always have one. */
export function sessionOf(credentials: Credentials): Session {
  if (!credentials.session) throw unauthorized('auth.sessionRequired');
  return credentials.session;
}

/** The caller's security state, scoped by the token's user and company. */
export async function securityStateOf(
  services: Services,
  session: Session,
): Promise<SecurityState> {
  const state = await services.accountSecurity.state(session);
  if (!state) throw unauthorized('auth.sessionRequired');
  return state;
}

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
