import { randomUUID } from 'node:crypto';
import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { randomToken, sha256Hex } from './crypto.js';

/** A refresh token lives a week unused; a session (its family) at most 30 days. */
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_FAMILY_SECONDS = 30 * 24 * 60 * 60;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export type RotateResult =
  | { ok: true; userId: number; companyId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface RefreshTokens {
  /** Starts a new family (a new signed-in session). */
  issue(owner: { userId: number; companyId: number }, db?: Db): Promise<IssuedRefreshToken>;
  /** Exchanges a token for the next one of its family; a second use revokes the family. */
  rotate(token: string): Promise<RotateResult>;
  /** Revokes the token's whole family (sign-out). */
  revoke(token: string): Promise<void>;
}

interface TokenRow extends Record<string, unknown> {
  id: number;
  family_id: string;
  user_id: number;
  company_id: number;
  expires_at: Date;
  family_expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  user_status: string;
}

export function createRefreshTokens(db: Db, clock: Clock): RefreshTokens {
  async function insert(
    target: Db,
    owner: { userId: number; companyId: number },
    familyId: string,
    familyExpiresAt: Date,
  ): Promise<IssuedRefreshToken> {
    const token = randomToken();
    const now = clock.now();
    const expiresAt = new Date(
      Math.min(addSeconds(now, REFRESH_TOKEN_SECONDS).getTime(), familyExpiresAt.getTime()),
    );
    await target.query(
      `INSERT INTO refresh_tokens
         (company_id, user_id, family_id, token_hash, created_at, expires_at, family_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [owner.companyId, owner.userId, familyId, sha256Hex(token), now, expiresAt, familyExpiresAt],
    );
    return { token, expiresAt };
  }

  const revokeFamily = (target: Db, familyId: string) =>
    target.query(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId, clock.now()],
    );

  const find = async (token: string) => {
    const [row] = await db.query<TokenRow>(
      `SELECT t.id, t.family_id, t.user_id, t.company_id, t.expires_at, t.family_expires_at,
              t.used_at, t.revoked_at, u.status AS user_status
         FROM refresh_tokens t JOIN users u ON u.id = t.user_id AND u.company_id = t.company_id
        WHERE t.token_hash = $1`,
      [sha256Hex(token)],
    );
    return row;
  };

  return {
    issue: (owner, target = db) =>
      insert(target, owner, randomUUID(), addSeconds(clock.now(), REFRESH_FAMILY_SECONDS)),

    async rotate(token) {
      const row = await find(token);
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at) return { ok: false, reason: 'revoked' };
      if (row.used_at) {
        // Someone holds a token that was already exchanged: either it was stolen or the
        // thief already used it. End the whole session either way.
        await revokeFamily(db, row.family_id);
        return { ok: false, reason: 'reused' };
      }
      if (row.expires_at <= clock.now() || row.user_status !== 'active') {
        return { ok: false, reason: 'expired' };
      }
      return db.transaction(async (tx) => {
        const claimed = await tx.query(
          `UPDATE refresh_tokens SET used_at = $2
            WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id`,
          [row.id, clock.now()],
        );
        if (claimed.length === 0) {
          await revokeFamily(tx, row.family_id);
          return { ok: false, reason: 'reused' } as const;
        }
        const owner = { userId: row.user_id, companyId: row.company_id };
        const next = await insert(tx, owner, row.family_id, row.family_expires_at);
        return { ok: true, ...owner, next } as const;
      });
    },

    async revoke(token) {
      const row = await find(token);
      if (row) await revokeFamily(db, row.family_id);
    },
  };
}
