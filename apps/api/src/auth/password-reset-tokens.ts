import { type Clock, addSeconds } from '../clock.js';
import { lockUser } from '../accounts/user-lock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import type { CodeOwner } from './one-time-codes.js';
import { sha256Hex } from './crypto.js';
import { type IssuedToken, storeToken } from './stored-tokens.js';

/** A reset link works for an hour, once. */
export const RESET_LINK_SECONDS = 60 * 60;
/** Links one user may be sent in the window, so forgot-password cannot flood an inbox. */
export const MAX_RESET_LINKS_PER_WINDOW = 3;
export const RESET_LINK_WINDOW_SECONDS = 60 * 60;

export interface PasswordResetTokens {
  /** A new link for the user, or null when the user was sent too many recently. */
  issue(owner: CodeOwner): Promise<IssuedToken | null>;
  /** The owner of a live (unused, unexpired) link, or null. */
  find(token: string): Promise<(CodeOwner & { email: string }) | null>;
  /** Uses the link up; false when it is not live (another request used it first). */
  consume(token: string, tx: Db): Promise<CodeOwner | null>;
}

export function createPasswordResetTokens(db: Db, clock: Clock): PasswordResetTokens {
  return {
    issue(owner) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const q = kyselyOf(tx);
        // Serialises requests per user, so parallel ones cannot pass the limit together.
        await lockUser(tx, owner);
        const recent = await q
          .selectFrom('password_reset_tokens')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', owner.userId)
          .where('company_id', '=', owner.companyId)
          .where('created_at', '>', addSeconds(now, -RESET_LINK_WINDOW_SECONDS))
          .executeTakeFirst();
        if ((recent?.count ?? 0) >= MAX_RESET_LINKS_PER_WINDOW) return null;
        // Only the newest link works.
        await q
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('user_id', '=', owner.userId)
          .where('company_id', '=', owner.companyId)
          .where('used_at', 'is', null)
          .execute();
        return storeToken(tx, 'password_reset_tokens', {
          ...owner,
          createdAt: now,
          expiresAt: addSeconds(now, RESET_LINK_SECONDS),
        });
      });
    },

    async find(token) {
      // Signed out: the link's token is the only key, whatever company it is of.
      const row = await kyselyAcrossCompanies(db)
        .selectFrom('password_reset_tokens as t')
        .innerJoin('users as u', (join) =>
          join.onRef('u.id', '=', 't.user_id').onRef('u.company_id', '=', 't.company_id'),
        )
        .select(['t.user_id', 't.company_id', 'u.email'])
        .where('t.token_hash', '=', sha256Hex(token))
        .where('t.used_at', 'is', null)
        .where('t.expires_at', '>', clock.now())
        .where('u.status', '=', 'active')
        .executeTakeFirst();
      return row ? { userId: row.user_id, companyId: row.company_id, email: row.email } : null;
    },

    async consume(token, tx) {
      const now = clock.now();
      // As in find: the token names its company.
      const row = await kyselyAcrossCompanies(tx)
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', sha256Hex(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'company_id'])
        .executeTakeFirst();
      return row ? { userId: row.user_id, companyId: row.company_id } : null;
    },
  };
}
