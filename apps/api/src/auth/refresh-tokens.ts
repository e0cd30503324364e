import { createHmac, randomUUID } from 'node:crypto';
import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { randomToken, sha256Hex } from './crypto.js';
import { storeToken } from './stored-tokens.js';

/** A refresh token lives a week unused; a session (its family) at most 30 days. */
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_FAMILY_SECONDS = 30 * 24 * 60 * 60;
/**
 * How long a just-rotated token may still be presented: two tabs (or a retried request) that
 * refreshed with the same cookie at the same moment all get the one new pair. After this, a
 * token coming back means it was copied, and its whole family is revoked.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The family: the sign-in's session id, carried by its access tokens. */
  sessionId: string;
}

export type RotateResult =
  | { ok: true; userId: number; companyId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface RefreshTokens {
  /** Starts a new family (a new signed-in session). */
  issue(owner: { userId: number; companyId: number }, db?: Db): Promise<IssuedRefreshToken>;
  /**
   * Exchanges a token for the next one of its family. The same token again within the grace
   * period answers that same next token; later, it revokes the family.
   */
  rotate(token: string): Promise<RotateResult>;
  /** Revokes the token's whole family (sign-out); answers the family's session id. */
  revoke(token: string): Promise<string | undefined>;
}

export interface RefreshTokenOptions {
  /** Told of every family revoked here, so the instance forgets that session at once. */
  onRevoked?: (sessionId: string) => void;
}

export function createRefreshTokens(
  db: Db,
  clock: Clock,
  key: Buffer,
  options: RefreshTokenOptions = {},
): RefreshTokens {
  // The successor of a token is derived from it, so a concurrent use within the grace period
  // can answer the very token the first use stored, without keeping any token in clear.
  const successorOf = (token: string) =>
    createHmac('sha256', key).update(`successor:${token}`).digest('base64url');

  async function insert(
    target: Db,
    owner: { userId: number; companyId: number },
    family: { id: string; expiresAt: Date },
    token: string,
  ): Promise<IssuedRefreshToken> {
    const now = clock.now();
    const expiresAt = new Date(
      Math.min(addSeconds(now, REFRESH_TOKEN_SECONDS).getTime(), family.expiresAt.getTime()),
    );
    const about = { family_id: family.id, family_expires_at: family.expiresAt };
    await storeToken(
      target,
      'refresh_tokens',
      { ...owner, createdAt: now, expiresAt, about },
      token,
    );
    return { token, expiresAt, sessionId: family.id };
  }

  /** The family's session id and company, as its tokens' rows carry them. */
  type Family = { family_id: string; company_id: number };

  const revokeFamily = async (target: Db, family: Family) => {
    await kyselyOf(target)
      .updateTable('refresh_tokens')
      .set({ revoked_at: clock.now() })
      .where('family_id', '=', family.family_id)
      .where('company_id', '=', family.company_id)
      .where('revoked_at', 'is', null)
      .execute();
    options.onRevoked?.(family.family_id);
  };

  const find = (token: string, target: Db = db) =>
    // The cookie's token is the only key, whatever company it is of.
    kyselyAcrossCompanies(target)
      .selectFrom('refresh_tokens as t')
      .innerJoin('users as u', (join) =>
        join.onRef('u.id', '=', 't.user_id').onRef('u.company_id', '=', 't.company_id'),
      )
      .select([
        't.id',
        't.family_id',
        't.user_id',
        't.company_id',
        't.expires_at',
        't.family_expires_at',
        't.used_at',
        't.revoked_at',
        'u.status as user_status',
      ])
      .where('t.token_hash', '=', sha256Hex(token))
      .executeTakeFirst();

  type TokenRow = NonNullable<Awaited<ReturnType<typeof find>>>;

  /** A second use of a rotated token: the same successor within the grace period, else the end. */
  async function reused(row: TokenRow, token: string, target: Db): Promise<RotateResult> {
    const usedAt = row.used_at?.getTime() ?? 0;
    const inGrace = clock.now().getTime() - usedAt <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    const successor = successorOf(token);
    const next = inGrace ? await find(successor, target) : undefined;
    if (next && !next.revoked_at && !next.used_at && next.user_status === 'active') {
      return {
        ok: true,
        userId: row.user_id,
        companyId: row.company_id,
        next: { token: successor, expiresAt: next.expires_at, sessionId: row.family_id },
      };
    }
    // Someone holds a token that was already exchanged: either it was stolen or the thief
    // already used it. End the whole session either way.
    await revokeFamily(target, row);
    return { ok: false, reason: 'reused' };
  }

  return {
    issue: (owner, target = db) =>
      insert(
        target,
        owner,
        { id: randomUUID(), expiresAt: addSeconds(clock.now(), REFRESH_FAMILY_SECONDS) },
        randomToken(),
      ),

    async rotate(token) {
      const row = await find(token);
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at) return { ok: false, reason: 'revoked' };
      if (row.used_at) return reused(row, token, db);
      if (row.expires_at <= clock.now() || row.user_status !== 'active') {
        return { ok: false, reason: 'expired' };
      }
      return db.transaction(async (tx) => {
        const claimed = await kyselyOf(tx)
          .updateTable('refresh_tokens')
          .set({ used_at: clock.now() })
          .where('id', '=', row.id)
          .where('company_id', '=', row.company_id)
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null)
          .returning('id')
          .execute();
        if (claimed.length === 0) {
          // Another request rotated it a moment ago (its update held the row until it
          // committed): read what it left.
          const now = await find(token, tx);
          if (now?.used_at && !now.revoked_at) return reused(now, token, tx);
          await revokeFamily(tx, row);
          return { ok: false, reason: 'reused' } as const;
        }
        const owner = { userId: row.user_id, companyId: row.company_id };
        const family = { id: row.family_id, expiresAt: row.family_expires_at };
        const next = await insert(tx, owner, family, successorOf(token));
        return { ok: true, ...owner, next } as const;
      });
    },

    async revoke(token) {
      const row = await find(token);
      if (!row) return undefined;
      await revokeFamily(db, row);
      return row.family_id;
    },
  };
}
