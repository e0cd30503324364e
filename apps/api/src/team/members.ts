import type { operations, MembersQuery, MembersPage, CompanyUser } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { SqlParams } from '../entries/sql-params.js';
import type { Session } from '../http/security.js';
import {
  MEMBER_JOINS,
  MEMBER_STATUS_SQL,
  type MemberRow,
  type TeamMember,
  memberColumns,
  toTeamMember,
} from './member-rows.js';

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
 * extension PGlite does not ship.
 */
const folded = (sql: string) =>
  `regexp_replace(normalize(lower(${sql}), NFD), '[\\u0300-\\u036f]', '', 'g')`;

/** The text a person is searched in: both names and the address. */
const PEOPLE_TEXT = folded(`u.first_name || ' ' || u.last_name || ' ' || u.email`);

/** One condition per word typed: every word must appear in the person's text. */
function peopleSearchConditions(params: SqlParams, search: string | undefined): string[] {
  return peopleSearchWords(search).map(
    (word) => `strpos(${PEOPLE_TEXT}, ${folded(`${params.add(word)}::text`)}) > 0`,
  );
}

export interface Members {
  page(session: Session, query: MembersQuery): Promise<MembersPage>;
  /** One person of the caller's company as the list shows them, or null. */
  one(session: Session, publicId: string, db?: Db): Promise<TeamMember | null>;
  search(
    session: Session,
    query: operations['getCompanyUsers']['parameters']['query'],
  ): Promise<{ users: CompanyUser[]; hasMore: boolean }>;
}

export function createMembers(db: Db, clock: Clock): Members {
  return {
    async page(session, query) {
      const params = new SqlParams();
      const conditions = [
        `u.company_id = ${params.add(session.companyId)}`,
        'u.deleted_at IS NULL',
      ];
      conditions.push(...peopleSearchConditions(params, query.search));
      if (query.roles && query.roles.length > 0) {
        conditions.push(`u.role = ANY(${params.add(query.roles)}::text[])`);
      }
      if (query.statuses && query.statuses.length > 0) {
        conditions.push(`${MEMBER_STATUS_SQL} = ANY(${params.add(query.statuses)}::text[])`);
      }
      const where = conditions.join(' AND ');
      const page = query.page ?? 0;
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM users u WHERE ${where}`,
        [...params.values],
      );
      const total = count?.total ?? 0;
      const now = params.add(clock.now());
      const rows = await db.query<MemberRow>(
        `SELECT ${memberColumns(now)} FROM users u ${MEMBER_JOINS}
          WHERE ${where}
          ORDER BY lower(u.first_name), lower(u.last_name), u.id
          LIMIT ${params.add(MEMBERS_PAGE_SIZE)} OFFSET ${params.add(page * MEMBERS_PAGE_SIZE)}`,
        params.values,
      );
      return {
        users: rows.map((row) => toTeamMember(row, session.userId)),
        total,
        page,
        pageSize: MEMBERS_PAGE_SIZE,
        pages: Math.ceil(total / MEMBERS_PAGE_SIZE),
      };
    },

    async one(session, publicId, target = db) {
      const [row] = await target.query<MemberRow>(
        `SELECT ${memberColumns('$3')} FROM users u ${MEMBER_JOINS}
          WHERE u.public_id = $1 AND u.company_id = $2 AND u.deleted_at IS NULL`,
        [publicId, session.companyId, clock.now()],
      );
      return row ? toTeamMember(row, session.userId) : null;
    },

    async search(session, query = {}) {
      const params = new SqlParams();
      const conditions = [
        `u.company_id = ${params.add(session.companyId)}`,
        'u.deleted_at IS NULL',
        // Someone still invited is not a user yet: they cannot be chosen or grouped.
        'NOT u.needs_password_setup',
      ];
      const status = query.status ?? 'active';
      if (status !== 'all') conditions.push(`u.status = ${params.add(status)}`);
      const role = query.role ?? 'all';
      if (role !== 'all') conditions.push(`u.role = ${params.add(role)}`);
      conditions.push(...peopleSearchConditions(params, query.filter));
      const direction = query.sortDirection === 'DESC' ? 'DESC' : 'ASC';
      const order =
        query.sortBy === 'name'
          ? `lower(u.first_name) ${direction}, lower(u.last_name) ${direction}, u.id ${direction}`
          : `u.id ${direction}`;
      const rows = await db.query<{
        public_id: string;
        first_name: string;
        last_name: string;
        email: string;
        role: CompanyUser['role'];
        legal_representative: boolean;
        department_id: number | null;
        location_id: number | null;
      }>(
        `SELECT u.public_id, u.first_name, u.last_name, u.email, u.role, u.legal_representative,
                u.department_id, u.location_id
           FROM users u WHERE ${conditions.join(' AND ')}
          ORDER BY ${order} LIMIT ${params.add(COMPANY_USERS_LIMIT + 1)}`,
        params.values,
      );
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
