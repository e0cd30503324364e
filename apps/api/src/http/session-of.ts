import { unauthorized } from './errors.js';
import type { Credentials, Session } from './security.js';

/** The session of an operation that requires the secretToken (its security resolved it). */
export function sessionOf(credentials: Credentials): Session {
  if (!credentials.session) throw unauthorized('auth.sessionRequired');
  return credentials.session;
}
