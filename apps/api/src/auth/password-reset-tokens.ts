import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
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
        // Serialises requests per user, so parallel ones cannot pass the limit together.
        await tx.query('SELECT id FROM users WHERE id = $1 AND company_id = $2 FOR UPDATE', [
          owner.userId,
          owner.companyId,
        ]);
        const [recent] = await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM password_reset_tokens
            WHERE user_id = $1 AND company_id = $2 AND created_at > $3`,
          [owner.userId, owner.companyId, addSeconds(now, -RESET_LINK_WINDOW_SECONDS)],
        );
        if ((recent?.count ?? 0) >= MAX_RESET_LINKS_PER_WINDOW) return null;
        // Only the newest link works.
        await tx.query(
          `UPDATE password_reset_tokens SET used_at = $3
            WHERE user_id = $1 AND company_id = $2 AND used_at IS NULL`,
          [owner.userId, owner.companyId, now],
        );
        return storeToken(tx, 'password_reset_tokens', {
          ...owner,
          createdAt: now,
          expiresAt: addSeconds(now, RESET_LINK_SECONDS),
        });
      });
    },

    async find(token) {
      const [row] = await db.query<{ user_id: number; company_id: number; email: string }>(
        `SELECT t.user_id, t.company_id, u.email
           FROM password_reset_tokens t
           JOIN users u ON u.id = t.user_id AND u.company_id = t.company_id
          WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2
            AND u.status = 'active'`,
        [sha256Hex(token), clock.now()],
      );
      return row ? { userId: row.user_id, companyId: row.company_id, email: row.email } : null;
    },

    async consume(token, tx) {
      const [row] = await tx.query<{ user_id: number; company_id: number }>(
        `UPDATE password_reset_tokens SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id, company_id`,
        [sha256Hex(token), clock.now()],
      );
      return row ? { userId: row.user_id, companyId: row.company_id } : null;
    },
  };
}
