import { randomInt } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@outlay/rules';
import type { ExpressionBuilder } from 'kysely';
import { type Clock, addSeconds } from '../clock.js';
import { lockUser } from '../accounts/user-lock.js';
import type { Db } from '../db/db.js';
import { type Database, kyselyOf } from '../db/kysely.js';
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
export type CodePurpose =
  | 'login'
  | 'password-setup'
  | 'phone-verification'
  | 'phone-change'
  | `action:${string}`
  // An extra receipt sender address (receipt-inbox/senders.ts), by its public id.
  | `receipt-sender:${string}`;
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

export function createOneTimeCodes(db: Db, clock: Clock, key: Buffer): OneTimeCodes {
  // The user and purpose are part of the hashed text, so a code is bound to both.
  const digest = (owner: CodeOwner, purpose: CodePurpose, code: string) =>
    hmacHex(key, `${owner.userId}:${purpose}:${code}`);

  return {
    issue(owner, purpose, channel) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const q = kyselyOf(tx);
        // Serialises sends per user, so two parallel resends cannot both pass the limits.
        await lockUser(tx, owner);
        const stats = await q
          .selectFrom('one_time_codes')
          .select((eb) => [
            eb.fn.countAll<number>().as('recent'),
            eb.fn.max('created_at').filterWhere('channel', '=', channel).as('latest'),
            eb.fn.min('created_at').as('oldest'),
          ])
          .where('user_id', '=', owner.userId)
          .where('company_id', '=', owner.companyId)
          .where('purpose', '=', purpose)
          .where('created_at', '>', addSeconds(now, -SEND_WINDOW_SECONDS))
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
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

        await q
          .updateTable('one_time_codes')
          .set({ invalidated_at: now })
          .where('user_id', '=', owner.userId)
          .where('company_id', '=', owner.companyId)
          .where('purpose', '=', purpose)
          .where('consumed_at', 'is', null)
          .where('invalidated_at', 'is', null)
          .execute();
        const code = String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(
          ONE_TIME_CODE_LENGTH,
          '0',
        );
        const expiresAt = addSeconds(now, CODE_SECONDS);
        await q
          .insertInto('one_time_codes')
          .values({
            company_id: owner.companyId,
            user_id: owner.userId,
            purpose,
            channel,
            code_hmac: digest(owner, purpose, code),
            created_at: now,
            expires_at: expiresAt,
          })
          .execute();
        return { code, expiresAt };
      });
    },

    async consume(owner, purpose, code) {
      const now = clock.now();
      const q = kyselyOf(db);
      const live = (eb: ExpressionBuilder<Database, 'one_time_codes'>) =>
        eb.and([
          eb('user_id', '=', owner.userId),
          eb('company_id', '=', owner.companyId),
          eb('purpose', '=', purpose),
          eb('consumed_at', 'is', null),
          eb('invalidated_at', 'is', null),
          eb('expires_at', '>', now),
        ]);
      // One conditional UPDATE: of many parallel uses of the right code exactly one matches.
      const used = await q
        .updateTable('one_time_codes')
        .set({ consumed_at: now })
        .where(live)
        .where('failed_attempts', '<', MAX_CODE_ATTEMPTS)
        .where('code_hmac', '=', digest(owner, purpose, code))
        .returning('id')
        .execute();
      if (used.length === 1) return;

      const missed = await q
        .updateTable('one_time_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where(live)
        .where('failed_attempts', '<', MAX_CODE_ATTEMPTS)
        .returning('failed_attempts')
        .executeTakeFirst();
      if (missed) {
        const remaining = MAX_CODE_ATTEMPTS - missed.failed_attempts;
        if (remaining > 0) {
          throw new AppError(401, 'CODE_INCORRECT', 'codes.incorrect', { remaining });
        }
        throw new AppError(401, 'CODE_LOCKED', 'codes.locked');
      }
      const locked = await q.selectFrom('one_time_codes').select('id').where(live).execute();
      throw locked.length > 0
        ? new AppError(401, 'CODE_LOCKED', 'codes.locked')
        : new AppError(401, 'CODE_EXPIRED', 'codes.expired');
    },
  };
}
