import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
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
      const row = await kyselyOf(db)
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn.countAll<number>().as('failures'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('email_key', '=', keyOf(email))
        .where('created_at', '>', addSeconds(now, -LOGIN_FAILURE_WINDOW_SECONDS))
        .executeTakeFirst();
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
      await kyselyOf(db)
        .insertInto('login_failures')
        .values({ email_key: keyOf(email), ip_address: ipAddress, created_at: clock.now() })
        .execute();
    },
    async clear(email) {
      await kyselyOf(db)
        .deleteFrom('login_failures')
        .where('email_key', '=', keyOf(email))
        .execute();
    },
  };
}
