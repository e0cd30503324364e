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
 * A `to_tsquery('simple', …)` in which every word typed must begin a word of the person's
 * name or address, in any case; null when nothing was typed. Each word is quoted and holds
 * letters and digits only, so nothing typed changes the query's syntax.
 */
export function peopleSearchQuery(search: string | undefined): string | null {
  const words = [
    ...new Set(
      (search ?? '')
        .toLowerCase()
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .filter((word) => word !== ''),
    ),
  ].slice(0, MAX_WORDS);
  return words.length === 0 ? null : words.map((word) => `'${word}':*`).join(' & ');
}

/** The text a person is searched by: names, and the address split at @ and dots. */
const PEOPLE_DOCUMENT = `to_tsvector('simple', u.first_name || ' ' || u.last_name || ' ' ||
  translate(u.email, '@.+_', '    '))`;

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
      const search = peopleSearchQuery(query.search);
      if (search !== null) {
        conditions.push(`${PEOPLE_DOCUMENT} @@ to_tsquery('simple', ${params.add(search)})`);
      }
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
      const search = peopleSearchQuery(query.filter);
      if (search !== null) {
        conditions.push(`${PEOPLE_DOCUMENT} @@ to_tsquery('simple', ${params.add(search)})`);
      }
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
