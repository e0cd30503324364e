import type { Db } from '../db/db.js';
import { insertRows } from '../db/insert-rows.js';
import { randomToken, sha256Hex } from './crypto.js';

/** A bearer secret as it is handed out, the one time it exists in clear. */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** The tables that keep bearer secrets by their SHA-256, each row owned by one user. */
type TokenTable =
  'action_codes' | 'invitations' | 'login_challenges' | 'password_reset_tokens' | 'refresh_tokens';

export interface TokenRow {
  companyId: number;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  /** What the token is for, by column (an action, a family, who invited); none for most. */
  about?: Record<string, string | number | boolean | Date>;
}

/**
 * Stores a bearer secret for a user: only its SHA-256, with the owner, when it was made and
 * when it dies. A new random secret unless `token` is given (a refresh token's successor is
 * derived from its predecessor).
 */
export async function storeToken(
  db: Db,
  table: TokenTable,
  row: TokenRow,
  token = randomToken(),
): Promise<IssuedToken> {
  await insertRows(db, table, [
    {
      company_id: row.companyId,
      user_id: row.userId,
      token_hash: sha256Hex(token),
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      ...row.about,
    },
  ]);
  return { token, expiresAt: row.expiresAt };
}
