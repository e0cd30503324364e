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
  sid: string;
  iat: number;
  exp: number;
}

function isClaims(value: unknown): value is Claims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.sid === 'string' &&
    Number.isInteger(claims.uid) &&
    Number.isInteger(claims.cid) &&
    typeof claims.role === 'string' &&
    (ROLES as readonly string[]).includes(claims.role) &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

/**
 * Tokens already verified, with the session each carries. A signed-in page sends the same
 * token with every call for up to fifteen minutes, and the HMAC and JSON parse of it cost more
 * than the rest of a cached dashboard page. Only the exact string that passed is reused, and
 * its expiry is still checked on every call; the oldest go first beyond this many.
 */
const VERIFIED_TOKENS = 10_000;

export interface AccessTokens {
  issue(session: Session): string;
  /** The session the token carries, or null when it is malformed, forged or expired. */
  verify(token: string): Session | null;
}

/** HS256 JWTs signed with node:crypto: the format is small enough that no library is needed. */
export function createAccessTokens(key: Buffer, clock: Clock): AccessTokens {
  const sign = (data: string) => createHmac('sha256', key).update(data).digest();
  const verified = new Map<string, { session: Session; expiresAt: number }>();
  const remember = (token: string, session: Session, expiresAt: number) => {
    verified.set(token, { session, expiresAt });
    if (verified.size > VERIFIED_TOKENS) {
      const oldest = verified.keys().next();
      if (oldest.done !== true) verified.delete(oldest.value);
    }
    return session;
  };
  return {
    issue(session) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      const claims: Claims = {
        sub: session.userPublicId,
        uid: session.userId,
        cid: session.companyId,
        role: session.role,
        sid: session.sessionId,
        iat,
        exp: iat + ACCESS_TOKEN_SECONDS,
      };
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    verify(token) {
      const known = verified.get(token);
      if (known !== undefined) {
        if (known.expiresAt > clock.now().getTime()) return known.session;
        verified.delete(token);
        return null;
      }
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
      const session: Session = Object.freeze({
        userId: claims.uid,
        userPublicId: claims.sub,
        companyId: claims.cid,
        role: claims.role,
        sessionId: claims.sid,
      });
      return remember(token, session, claims.exp * 1000);
    },
  };
}
