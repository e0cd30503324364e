import { createHmac } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Role, Session } from '../http/security.js';
import { safeEqual } from './crypto.js';

/** Fifteen minutes: short enough that a leaked token soon dies, long enough to rarely refresh. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const ROLES: readonly Role[] = ['admin', 'manager', 'bookkeeper', 'employee'];

interface Claims {
  sub: string;
  uid: number;
  cid: number;
  role: Role;
  iat: number;
  exp: number;
}

function isClaims(value: unknown): value is Claims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    Number.isInteger(claims.uid) &&
    Number.isInteger(claims.cid) &&
    typeof claims.role === 'string' &&
    (ROLES as readonly string[]).includes(claims.role) &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

export interface AccessTokens {
  issue(session: Session): string;
  /** The session the token carries, or null when it is malformed, forged or expired. */
  verify(token: string): Session | null;
}

/** HS256 JWTs signed with node:crypto: the format is small enough that no library is needed. */
export function createAccessTokens(key: Buffer, clock: Clock): AccessTokens {
  const sign = (data: string) => createHmac('sha256', key).update(data).digest();
  return {
    issue(session) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      const claims: Claims = {
        sub: session.userPublicId,
        uid: session.userId,
        cid: session.companyId,
        role: session.role,
        iat,
        exp: iat + ACCESS_TOKEN_SECONDS,
      };
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    verify(token) {
      const [header, payload, signature, ...rest] = token.split('.');
      // Only our exact header is accepted, which rules out "alg: none" and algorithm swaps.
      if (
        header !== HEADER ||
        payload === undefined ||
        signature === undefined ||
        rest.length > 0
      ) {
        return null;
      }
      if (!safeEqual(sign(`${header}.${payload}`), Buffer.from(signature, 'base64url')))
        return null;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isClaims(claims) || claims.exp * 1000 <= clock.now().getTime()) return null;
      return {
        userId: claims.uid,
        userPublicId: claims.sub,
        companyId: claims.cid,
        role: claims.role,
      };
    },
  };
}
