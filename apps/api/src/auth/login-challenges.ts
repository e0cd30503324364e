import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import type { LoginChallengeRef } from '../http/security.js';
import { sha256Hex } from './crypto.js';
import { type IssuedToken, storeToken } from './stored-tokens.js';

export const LOGIN_CHALLENGE_SECONDS = 10 * 60;
/** Wrong authenticator codes a challenge survives; then the password step starts again. */
export const MAX_CHALLENGE_FAILURES = 5;

/** One challenge, as the cookie resolved it. */
export type ChallengeKey = Pick<LoginChallengeRef, 'challengeId' | 'companyId'>;

export interface LoginChallenges {
  create(user: { id: number; companyId: number }): Promise<IssuedToken>;
  /** The live challenge behind a cookie value, or null (unknown, expired, used or locked). */
  find(token: string): Promise<LoginChallengeRef | null>;
  /** Counts a wrong second factor; answers how many tries are left. */
  recordFailure(challenge: ChallengeKey): Promise<number>;
  /** Marks the challenge used; false when another request used it first. */
  consume(challenge: ChallengeKey, db?: Db): Promise<boolean>;
  /** Records that the emailed login code was verified in this attempt. */
  markEmailVerified(challenge: ChallengeKey): Promise<void>;
}

export function createLoginChallenges(db: Db, clock: Clock): LoginChallenges {
  return {
    create(user) {
      const now = clock.now();
      return storeToken(db, 'login_challenges', {
        companyId: user.companyId,
        userId: user.id,
        createdAt: now,
        expiresAt: addSeconds(now, LOGIN_CHALLENGE_SECONDS),
      });
    },

    async find(token) {
      // Before the second factor: the cookie's token is the only key, whatever its company.
      const row = await kyselyAcrossCompanies(db)
        .selectFrom('login_challenges as c')
        .innerJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'c.user_id').onRef('u.company_id', '=', 'c.company_id'),
        )
        .select((eb) => [
          'c.id',
          'c.user_id',
          'c.company_id',
          'u.public_id',
          eb('c.email_verified_at', 'is not', null).$castTo<boolean>().as('email_verified'),
        ])
        .where('c.token_hash', '=', sha256Hex(token))
        .where('c.consumed_at', 'is', null)
        .where('c.expires_at', '>', clock.now())
        .where('c.failed_attempts', '<', MAX_CHALLENGE_FAILURES)
        .where('u.status', '=', 'active')
        .executeTakeFirst();
      return row
        ? {
            challengeId: row.id,
            userId: row.user_id,
            companyId: row.company_id,
            userPublicId: row.public_id,
            emailVerified: row.email_verified,
          }
        : null;
    },

    async recordFailure(challenge) {
      const row = await kyselyOf(db)
        .updateTable('login_challenges')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('id', '=', challenge.challengeId)
        .where('company_id', '=', challenge.companyId)
        .returning('failed_attempts')
        .executeTakeFirst();
      return Math.max(0, MAX_CHALLENGE_FAILURES - (row?.failed_attempts ?? MAX_CHALLENGE_FAILURES));
    },

    async markEmailVerified(challenge) {
      await kyselyOf(db)
        .updateTable('login_challenges')
        .set({ email_verified_at: clock.now() })
        .where('id', '=', challenge.challengeId)
        .where('company_id', '=', challenge.companyId)
        .where('email_verified_at', 'is', null)
        .execute();
    },

    async consume(challenge, target = db) {
      const rows = await kyselyOf(target)
        .updateTable('login_challenges')
        .set({ consumed_at: clock.now() })
        .where('id', '=', challenge.challengeId)
        .where('company_id', '=', challenge.companyId)
        .where('consumed_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length === 1;
    },
  };
}
