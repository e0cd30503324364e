import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { CompanyAccountStatus, Session } from '../http/security.js';

/**
 * How long one instance trusts its last answer about a session. Logout and a revoked family
 * are forgotten at once on the instance that saw them; other instances learn within this.
 */
export const LIVE_SESSION_CACHE_SECONDS = 2;
/** Entries kept at most; the oldest go first (a busy instance sees many sessions). */
const CACHED_SESSIONS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A sign-in that still stands, and the state of its company's account at this moment. */
export interface LiveSession {
  companyStatus: CompanyAccountStatus;
  /** The company is self-funded: it opens only the pages self-funding allows. */
  selfFunded: boolean;
}

export interface LiveSessions {
  /**
   * Whether the sign-in an access token belongs to still stands: its refresh-token family is
   * neither revoked nor past its 30 days, and its user is still active in the role the token
   * names. A changed role ends the token at once (not in 15 minutes): the web app refreshes it,
   * and the new one carries the new role. A live sign-in answers its company's account status
   * (a pending applicant's company reaches only the sign-up wizard), null one that ended.
   */
  check(session: Session): Promise<LiveSession | null>;
  /** Drops what this instance remembers of a session (it was just ended here). */
  forget(sessionId: string): void;
  /** Drops what this instance remembers of every session of a user. */
  forgetUser(userId: number): void;
}

export function createLiveSessions(db: Db, clock: Clock): LiveSessions {
  const cache = new Map<
    string,
    { live: LiveSession | null; userId: number; role: string; until: number }
  >();
  return {
    async check(session) {
      // Tokens are signed here, so this only guards the query against a key that leaked.
      if (!UUID.test(session.sessionId)) return null;
      const now = clock.now().getTime();
      const known = cache.get(session.sessionId);
      if (
        known !== undefined &&
        known.until > now &&
        known.userId === session.userId &&
        known.role === session.role
      ) {
        return known.live;
      }
      // One indexed read (refresh_tokens_family_idx) joined to the user's and the company's
      // primary keys.
      const row = await kyselyOf(db)
        .selectFrom('refresh_tokens as t')
        .innerJoin('users as u', (join) =>
          join.onRef('u.id', '=', 't.user_id').onRef('u.company_id', '=', 't.company_id'),
        )
        .innerJoin('companies as c', 'c.id', 't.company_id')
        .select((eb) => [
          'c.account_status',
          eb('c.feature_flags', '@>', JSON.stringify({ hasSelfFundedFeatureEnabled: true }))
            .$castTo<boolean>()
            .as('self_funded'),
        ])
        .where('t.family_id', '=', session.sessionId)
        .where('t.user_id', '=', session.userId)
        .where('t.company_id', '=', session.companyId)
        .where('t.revoked_at', 'is', null)
        .where('t.family_expires_at', '>', clock.now())
        .where('u.status', '=', 'active')
        .where('u.role', '=', session.role)
        .limit(1)
        .executeTakeFirst();
      const live = row ? { companyStatus: row.account_status, selfFunded: row.self_funded } : null;
      cache.delete(session.sessionId);
      cache.set(session.sessionId, {
        live,
        userId: session.userId,
        role: session.role,
        until: now + LIVE_SESSION_CACHE_SECONDS * 1000,
      });
      if (cache.size > CACHED_SESSIONS) {
        const oldest = cache.keys().next();
        if (oldest.done !== true) cache.delete(oldest.value);
      }
      return live;
    },
    forget(sessionId) {
      cache.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of cache) {
        if (entry.userId === userId) cache.delete(sessionId);
      }
    },
  };
}
