import type { operations, MembersQuery, MembersPage, CompanyUser } from '@outlay/api-client/schema';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Users } from '../db/schema.js';
import type { Session } from '../http/security.js';
import { type TeamMember, memberRows, memberStatus, toTeamMember } from './member-rows.js';

/** People on a page of the Members tab. */
export const MEMBERS_PAGE_SIZE = 20;
/** People a company-users search answers at most. */
export const COMPANY_USERS_LIMIT = 50;
/** Words of a search used at most. */
const MAX_WORDS = 6;

/**
 * The typed words of a people search, each to be found anywhere in the person's name or
 * address (issue 43 #17: a word-start search found nobody for "a"); empty when nothing was
 * typed. Words are SQL parameters, matched with `strpos`, so no character typed is syntax.
 */
export function peopleSearchWords(search: string | undefined): string[] {
  return [
    ...new Set((search ?? '').split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== '')),
  ].slice(0, MAX_WORDS);
}

/**
 * Text as a search compares it: lower case, accents taken off (decomposed, then the combining
 * marks dropped), so "MÜL" finds Müller and "muller" does too. `normalize` and `lower` work on
 * both PGlite and PostgreSQL with the UTF-8 encoding our databases use; `unaccent` is an
 * extension PGlite does not ship. `normalize(…, NFD)` takes a keyword Kysely has no builder for.
 */
const folded = (text: Expression<string>) =>
  sql<string>`regexp_replace(normalize(lower(${text}), NFD), '[\u0300-\u036f]', '', 'g')`;

/** One condition per word typed: every word must appear in both names or the address. */
export function peopleSearch(
  eb: ExpressionBuilder<{ u: Users }, 'u'>,
  search: string | undefined,
): Expression<SqlBool>[] {
  const text = folded(
    sql<string>`${eb.ref('u.first_name')} || ' ' || ${eb.ref('u.last_name')} || ' ' || ${eb.ref('u.email')}`,
  );
  return peopleSearchWords(search).map((word) =>
    eb(eb.fn<number>('strpos', [text, folded(eb.cast(eb.val(word), 'text'))]), '>', 0),
  );
}

export interface Members {
  page(session: Session, query: MembersQuery): Promise<MembersPage>;
  /** One person of the caller's company as the list shows them, or null. */
  one(session: Session, publicId: string, db?: Db): Promise<TeamMember | null>;
  /** The people who act for the caller (issue 36's delegates), newest first. */
  delegatesOf(session: Session): Promise<TeamMember[]>;
  search(
    session: Session,
    query: operations['getCompanyUsers']['parameters']['query'],
  ): Promise<{ users: CompanyUser[]; hasMore: boolean }>;
}

export function createMembers(db: Db, clock: Clock): Members {
  return {
    async page(session, query) {
      const q = kyselyOf(db);
      const matching = (eb: ExpressionBuilder<{ u: Users }, 'u'>) => {
        const conditions = [
          eb('u.company_id', '=', session.companyId),
          eb('u.deleted_at', 'is', null),
          ...peopleSearch(eb, query.search),
        ];
        if (query.roles && query.roles.length > 0) {
          conditions.push(eb('u.role', '=', eb.fn.any(eb.val(query.roles))));
        }
        if (query.statuses && query.statuses.length > 0) {
          conditions.push(eb(memberStatus(eb), '=', eb.fn.any(eb.val(query.statuses))));
        }
        return eb.and(conditions);
      };
      const page = query.page ?? 0;
      const count = await q
        .selectFrom('users as u')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(matching)
        .executeTakeFirst();
      const total = count?.total ?? 0;
      const rows = await memberRows(q, clock.now())
        .where(matching)
        .orderBy((eb) => eb.fn('lower', ['u.first_name']))
        .orderBy((eb) => eb.fn('lower', ['u.last_name']))
        .orderBy('u.id')
        .limit(MEMBERS_PAGE_SIZE)
        .offset(page * MEMBERS_PAGE_SIZE)
        .execute();
      return {
        users: rows.map((row) => toTeamMember(row, session.userId)),
        total,
        page,
        pageSize: MEMBERS_PAGE_SIZE,
        pages: Math.ceil(total / MEMBERS_PAGE_SIZE),
      };
    },

    async delegatesOf(session) {
      const rows = await memberRows(kyselyOf(db), clock.now())
        .where('u.company_id', '=', session.companyId)
        .where('u.delegate_for', '=', session.userId)
        .where('u.deleted_at', 'is', null)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(500)
        .execute();
      return rows.map((row) => toTeamMember(row, session.userId));
    },

    async one(session, publicId, target = db) {
      const row = await memberRows(kyselyOf(target), clock.now())
        .where('u.public_id', '=', publicId)
        .where('u.company_id', '=', session.companyId)
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
      return row ? toTeamMember(row, session.userId) : null;
    },

    async search(session, query = {}) {
      const status = query.status ?? 'active';
      const role = query.role ?? 'all';
      const direction = query.sortDirection === 'DESC' ? 'desc' : 'asc';
      let select = kyselyOf(db)
        .selectFrom('users as u')
        .select([
          'u.public_id',
          'u.first_name',
          'u.last_name',
          'u.email',
          'u.role',
          'u.legal_representative',
          'u.department_id',
          'u.location_id',
        ])
        .where('u.company_id', '=', session.companyId)
        .where('u.deleted_at', 'is', null)
        // Someone still invited is not a user yet: they cannot be chosen or grouped.
        .where((eb) => eb.not(eb.ref('u.needs_password_setup')));
      if (peopleSearchWords(query.filter).length > 0) {
        select = select.where((eb) => eb.and(peopleSearch(eb, query.filter)));
      }
      if (status !== 'all') select = select.where('u.status', '=', status);
      if (role !== 'all') select = select.where('u.role', '=', role);
      if (query.sortBy === 'name') {
        select = select
          .orderBy((eb) => eb.fn('lower', ['u.first_name']), direction)
          .orderBy((eb) => eb.fn('lower', ['u.last_name']), direction);
      }
      const rows = await select
        .orderBy('u.id', direction)
        .limit(COMPANY_USERS_LIMIT + 1)
        .execute();
      return {
        users: rows.slice(0, COMPANY_USERS_LIMIT).map((row) => ({
          id: row.public_id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          role: row.role,
          legalRepresentative: row.legal_representative,
          departmentId: row.department_id,
          locationId: row.location_id,
        })),
        hasMore: rows.length > COMPANY_USERS_LIMIT,
      };
    },
  };
}
