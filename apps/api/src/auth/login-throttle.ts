import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { tooManyRequests } from '../http/errors.js';
import { sha256Hex } from './crypto.js';

/** Wrong passwords one email may collect in the window before sign-in pauses for it. */
export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export interface LoginThrottle {
  /** Throws 429 when the email collected too many wrong passwords recently. */
  check(email: string): Promise<void>;
  recordFailure(email: string, ipAddress: string): Promise<void>;
  clear(email: string): Promise<void>;
}

/**
 * The per-email half of the sign-in limit (the per-address half is the route's rate limit). It
 * lives in the database so every instance counts the same failures.
 */
export function createLoginThrottle(db: Db, clock: Clock): LoginThrottle {
  const keyOf = (email: string) => sha256Hex(email.trim().toLowerCase());
  return {
    async check(email) {
      const now = clock.now();
      const [row] = await db.query<{ failures: number; oldest: Date | null }>(
        `SELECT count(*)::int AS failures, min(created_at) AS oldest FROM login_failures
          WHERE email_key = $1 AND created_at > $2`,
        [keyOf(email), addSeconds(now, -LOGIN_FAILURE_WINDOW_SECONDS)],
      );
      if (row?.oldest && row.failures >= MAX_LOGIN_FAILURES) {
        const seconds = Math.ceil(
          LOGIN_FAILURE_WINDOW_SECONDS - (now.getTime() - row.oldest.getTime()) / 1000,
        );
        throw tooManyRequests('auth.tooManyLoginAttempts', seconds, {
          minutes: Math.ceil(seconds / 60),
        });
      }
    },
    async recordFailure(email, ipAddress) {
      await db.query(
        'INSERT INTO login_failures (email_key, ip_address, created_at) VALUES ($1, $2, $3)',
        [keyOf(email), ipAddress, clock.now()],
      );
    },
    async clear(email) {
      await db.query('DELETE FROM login_failures WHERE email_key = $1', [keyOf(email)]);
    },
  };
}
