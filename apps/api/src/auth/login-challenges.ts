import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import type { LoginChallengeRef } from '../http/security.js';
import { sha256Hex } from './crypto.js';
import { type IssuedToken, storeToken } from './stored-tokens.js';

export const LOGIN_CHALLENGE_SECONDS = 10 * 60;
/** Wrong authenticator codes a challenge survives; then the password step starts again. */
export const MAX_CHALLENGE_FAILURES = 5;

interface ChallengeRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  company_id: number;
  public_id: string;
  email_verified: boolean;
}

export interface LoginChallenges {
  create(user: { id: number; companyId: number }): Promise<IssuedToken>;
  /** The live challenge behind a cookie value, or null (unknown, expired, used or locked). */
  find(token: string): Promise<LoginChallengeRef | null>;
  /** Counts a wrong second factor; answers how many tries are left. */
  recordFailure(challengeId: number): Promise<number>;
  /** Marks the challenge used; false when another request used it first. */
  consume(challengeId: number, db?: Db): Promise<boolean>;
  /** Records that the emailed login code was verified in this attempt. */
  markEmailVerified(challengeId: number): Promise<void>;
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
      const [row] = await db.query<ChallengeRow>(
        `SELECT c.id, c.user_id, c.company_id, u.public_id,
                (c.email_verified_at IS NOT NULL) AS email_verified
           FROM login_challenges c
           JOIN users u ON u.id = c.user_id AND u.company_id = c.company_id
          WHERE c.token_hash = $1 AND c.consumed_at IS NULL AND c.expires_at > $2
            AND c.failed_attempts < $3 AND u.status = 'active'`,
        [sha256Hex(token), clock.now(), MAX_CHALLENGE_FAILURES],
      );
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

    async recordFailure(challengeId) {
      const [row] = await db.query<{ failed_attempts: number }>(
        `UPDATE login_challenges SET failed_attempts = failed_attempts + 1
          WHERE id = $1 RETURNING failed_attempts`,
        [challengeId],
      );
      return Math.max(0, MAX_CHALLENGE_FAILURES - (row?.failed_attempts ?? MAX_CHALLENGE_FAILURES));
    },

    async markEmailVerified(challengeId) {
      await db.query(
        'UPDATE login_challenges SET email_verified_at = $2 WHERE id = $1 AND email_verified_at IS NULL',
        [challengeId, clock.now()],
      );
    },

    async consume(challengeId, target = db) {
      const rows = await target.query(
        `UPDATE login_challenges SET consumed_at = $2
          WHERE id = $1 AND consumed_at IS NULL RETURNING id`,
        [challengeId, clock.now()],
      );
      return rows.length === 1;
    },
  };
}
