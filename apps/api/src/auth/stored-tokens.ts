import type { Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import { type Database, kyselyOf } from '../db/kysely.js';
import { randomToken, sha256Hex } from './crypto.js';

/** A bearer secret as it is handed out, the one time it exists in clear. */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** The tables that keep bearer secrets by their SHA-256, each row owned by one user. */
type TokenTable =
  'action_codes' | 'invitations' | 'login_challenges' | 'password_reset_tokens' | 'refresh_tokens';

/** The columns every token table shares; storeToken fills them. */
type TokenColumns = 'company_id' | 'user_id' | 'token_hash' | 'created_at' | 'expires_at';

export interface TokenRow<T extends TokenTable> {
  companyId: number;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  /** What the token is for, by column (an action, a family, who invited); none for most. */
  about?: Omit<Insertable<Database[T]>, TokenColumns>;
}

/**
 * Stores a bearer secret for a user: only its SHA-256, with the owner, when it was made and
 * when it dies. A new random secret unless `token` is given (a refresh token's successor is
 * derived from its predecessor).
 */
export async function storeToken<T extends TokenTable>(
  db: Db,
  table: T,
  row: TokenRow<T>,
  token = randomToken(),
): Promise<IssuedToken> {
  const values = {
    company_id: row.companyId,
    user_id: row.userId,
    token_hash: sha256Hex(token),
    created_at: row.createdAt,
    expires_at: row.expiresAt,
    ...row.about,
  };
  // Typed as any token table: the columns above are the ones they share.
  const into: TokenTable = table;
  await kyselyOf(db).insertInto(into).values(values).execute();
  return { token, expiresAt: row.expiresAt };
}
