import { randomInt } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@outlay/rules';
import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { AppError, tooManyRequests } from '../http/errors.js';
import { hmacHex } from './crypto.js';

export const CODE_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Sending limits per user and purpose: one code per 30 s on a channel (so choosing the other
 * channel is not held up by the code just sent), five per 15 minutes in all. Only codes that
 * were not used count: a user who signs in and out several times is not sending too many.
 */
export const RESEND_AFTER_SECONDS = 30;
export const SEND_WINDOW_SECONDS = 15 * 60;
export const MAX_CODES_PER_WINDOW = 5;

/**
 * What a code unlocks: signing in, an invited user's first password, verifying a phone, or one
 * sensitive action (`action:CHANGE_PASSWORD`, with `:<last four>` when it is about a card).
 */
export type CodePurpose = 'login' | 'password-setup' | 'phone-verification' | `action:${string}`;
export type CodeChannel = 'email' | 'sms';

export interface CodeOwner {
  userId: number;
  companyId: number;
}

export interface OneTimeCodes {
  /** Creates a code, retiring any earlier live one; throws 429 when sending too often. */
  issue(
    owner: CodeOwner,
    purpose: CodePurpose,
    channel: CodeChannel,
  ): Promise<{ code: string; expiresAt: Date }>;
  /** Consumes the code, or throws 401 saying whether it was wrong, expired or locked. */
  consume(owner: CodeOwner, purpose: CodePurpose, code: string): Promise<void>;
}

interface SendStats extends Record<string, unknown> {
  recent: number;
  latest: Date | null;
  oldest: Date | null;
}

export function createOneTimeCodes(db: Db, clock: Clock, key: Buffer): OneTimeCodes {
  // The user and purpose are part of the hashed text, so a code is bound to both.
  const digest = (owner: CodeOwner, purpose: CodePurpose, code: string) =>
    hmacHex(key, `${owner.userId}:${purpose}:${code}`);

  return {
    issue(owner, purpose, channel) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        // Serialises sends per user, so two parallel resends cannot both pass the limits.
        await tx.query('SELECT id FROM users WHERE id = $1 AND company_id = $2 FOR UPDATE', [
          owner.userId,
          owner.companyId,
        ]);
        const [stats] = await tx.query<SendStats>(
          `SELECT count(*)::int AS recent, max(created_at) FILTER (WHERE channel = $4) AS latest,
                  min(created_at) AS oldest
             FROM one_time_codes
            WHERE user_id = $1 AND purpose = $2 AND created_at > $3 AND consumed_at IS NULL`,
          [owner.userId, purpose, addSeconds(now, -SEND_WINDOW_SECONDS), channel],
        );
        if (stats?.latest) {
          const wait = RESEND_AFTER_SECONDS - (now.getTime() - stats.latest.getTime()) / 1000;
          if (wait > 0) {
            const seconds = Math.ceil(wait);
            throw tooManyRequests('codes.wait', seconds, { seconds });
          }
        }
        if (stats?.oldest && stats.recent >= MAX_CODES_PER_WINDOW) {
          const seconds = Math.ceil(
            SEND_WINDOW_SECONDS - (now.getTime() - stats.oldest.getTime()) / 1000,
          );
          throw tooManyRequests('codes.tooMany', seconds, { minutes: Math.ceil(seconds / 60) });
        }

        await tx.query(
          `UPDATE one_time_codes SET invalidated_at = $3
            WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL AND invalidated_at IS NULL`,
          [owner.userId, purpose, now],
        );
        const code = String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(
          ONE_TIME_CODE_LENGTH,
          '0',
        );
        const expiresAt = addSeconds(now, CODE_SECONDS);
        await tx.query(
          `INSERT INTO one_time_codes
             (company_id, user_id, purpose, channel, code_hmac, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            owner.companyId,
            owner.userId,
            purpose,
            channel,
            digest(owner, purpose, code),
            now,
            expiresAt,
          ],
        );
        return { code, expiresAt };
      });
    },

    async consume(owner, purpose, code) {
      const now = clock.now();
      const live = `user_id = $1 AND company_id = $2 AND purpose = $3
        AND consumed_at IS NULL AND invalidated_at IS NULL AND expires_at > $4`;
      // One conditional UPDATE: of many parallel uses of the right code exactly one matches.
      const used = await db.query(
        `UPDATE one_time_codes SET consumed_at = $4
          WHERE ${live} AND failed_attempts < $5 AND code_hmac = $6 RETURNING id`,
        [
          owner.userId,
          owner.companyId,
          purpose,
          now,
          MAX_CODE_ATTEMPTS,
          digest(owner, purpose, code),
        ],
      );
      if (used.length === 1) return;

      const [missed] = await db.query<{ failed_attempts: number }>(
        `UPDATE one_time_codes SET failed_attempts = failed_attempts + 1
          WHERE ${live} AND failed_attempts < $5 RETURNING failed_attempts`,
        [owner.userId, owner.companyId, purpose, now, MAX_CODE_ATTEMPTS],
      );
      if (missed) {
        const remaining = MAX_CODE_ATTEMPTS - missed.failed_attempts;
        if (remaining > 0) {
          throw new AppError(401, 'CODE_INCORRECT', 'codes.incorrect', { remaining });
        }
        throw new AppError(401, 'CODE_LOCKED', 'codes.locked');
      }
      const locked = await db.query(`SELECT id FROM one_time_codes WHERE ${live}`, [
        owner.userId,
        owner.companyId,
        purpose,
        now,
      ]);
      throw locked.length > 0
        ? new AppError(401, 'CODE_LOCKED', 'codes.locked')
        : new AppError(401, 'CODE_EXPIRED', 'codes.expired');
    },
  };
}
