import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { tooManyRequests } from '../http/errors.js';

/**
 * Wrong authenticator codes one account may collect in the window, whatever asked for them
 * (sign-ins, verifications of sensitive actions, confirming a new app). An emailed code allows
 * five tries and five codes per 15 minutes; an authenticator code needs no sending, so without
 * this a new password check gave an attacker who had the password five more guesses each time.
 */
export const MAX_AUTHENTICATOR_FAILURES = 10;
export const AUTHENTICATOR_FAILURE_WINDOW_SECONDS = 15 * 60;

export interface AuthenticatorOwner {
  userId: number;
  companyId: number;
}

export interface AuthenticatorFailures {
  /** Throws 429 while the account has used up its wrong codes for the window. */
  check(owner: AuthenticatorOwner): Promise<void>;
  /** Counts a wrong code. */
  record(owner: AuthenticatorOwner): Promise<void>;
}

export function createAuthenticatorFailures(db: Db, clock: Clock): AuthenticatorFailures {
  return {
    async check(owner) {
      const now = clock.now();
      const row = await kyselyOf(db)
        .selectFrom((eb) =>
          eb
            .selectFrom('authenticator_failures')
            .select('created_at')
            .where('user_id', '=', owner.userId)
            .where('company_id', '=', owner.companyId)
            .where('created_at', '>', addSeconds(now, -AUTHENTICATOR_FAILURE_WINDOW_SECONDS))
            .orderBy('created_at', 'desc')
            .limit(MAX_AUTHENTICATOR_FAILURES)
            .as('recent'),
        )
        .select((eb) => [
          eb.fn.countAll<number>().as('failures'),
          eb.fn.min('recent.created_at').as('oldest'),
        ])
        .executeTakeFirst();
      if (row?.oldest && row.failures >= MAX_AUTHENTICATOR_FAILURES) {
        // Frees up when the oldest of the last ten leaves the window.
        const seconds = Math.max(
          1,
          Math.ceil(
            AUTHENTICATOR_FAILURE_WINDOW_SECONDS - (now.getTime() - row.oldest.getTime()) / 1000,
          ),
        );
        throw tooManyRequests('totp.tooManyFailures', seconds, {
          minutes: Math.ceil(seconds / 60),
        });
      }
    },
    async record(owner) {
      await kyselyOf(db)
        .insertInto('authenticator_failures')
        .values({ company_id: owner.companyId, user_id: owner.userId, created_at: clock.now() })
        .execute();
    },
  };
}
