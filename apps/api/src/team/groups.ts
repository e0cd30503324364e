import type { GroupKind, TeamGroup, GroupMembersRequest } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { MessageKey } from '../i18n/messages.js';

/** The users column that says which group of a kind a person is in. */
const COLUMN: Record<GroupKind, 'department_id' | 'location_id'> = {
  departments: 'department_id',
  locations: 'location_id',
};

const NAME_TAKEN: Record<GroupKind, MessageKey> = {
  departments: 'team.departmentNameTaken',
  locations: 'team.locationNameTaken',
};

/** A name as two groups are compared by: trimmed, one space between words, lower case, no accents. */
export function groupNameKey(name: string): string {
  return cleanGroupName(name).normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** A name as stored: trimmed, one space between words. */
export function cleanGroupName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ');
}

/** The one unique index a group's write can meet (its name per kind, migration 0017). */
function isNameTaken(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

export interface TeamGroups {
  list(session: Session, kind: GroupKind): Promise<TeamGroup[]>;
  create(session: Session, kind: GroupKind, name: string): Promise<TeamGroup>;
  rename(session: Session, kind: GroupKind, id: number, name: string): Promise<TeamGroup>;
  remove(session: Session, kind: GroupKind, id: number): Promise<void>;
  assign(
    session: Session,
    kind: GroupKind,
    id: number,
    change: GroupMembersRequest,
  ): Promise<TeamGroup>;
}

/**
 * Departments and locations (the Team page's other tabs): a company's own, named uniquely per
 * kind, each person in one of each kind at most.
 */
export function createTeamGroups(db: Db, clock: Clock): TeamGroups {
  const notFound = () => new AppError(404, 'NOT_FOUND', 'team.groupNotFound');

  async function read(target: Db, session: Session, kind: GroupKind, id: number) {
    const column = COLUMN[kind];
    const [row] = await target.query<{ id: number; name: string; member_count: number }>(
      `SELECT g.id, g.name,
              (SELECT count(*)::int FROM users u
                WHERE u.${column} = g.id AND u.company_id = g.company_id
                  AND u.deleted_at IS NULL) AS member_count
         FROM team_groups g WHERE g.id = $1 AND g.company_id = $2 AND g.kind = $3`,
      [id, session.companyId, kind],
    );
    if (!row) throw notFound();
    return { id: row.id, name: row.name, memberCount: row.member_count };
  }

  /** Runs a write of a name, answering 409 when the company already has it for this kind. */
  async function namedWrite<T>(kind: GroupKind, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isNameTaken(error)) throw new AppError(409, 'CONFLICT', NAME_TAKEN[kind]);
      throw error;
    }
  }

  return {
    async list(session, kind) {
      const column = COLUMN[kind];
      const rows = await db.query<{ id: number; name: string; member_count: number }>(
        `SELECT g.id, g.name, count(u.id)::int AS member_count
           FROM team_groups g
           LEFT JOIN users u ON u.${column} = g.id AND u.company_id = g.company_id
                            AND u.deleted_at IS NULL
          WHERE g.company_id = $1 AND g.kind = $2
          GROUP BY g.id, g.name ORDER BY g.name_key, g.id`,
        [session.companyId, kind],
      );
      return rows.map((row) => ({ id: row.id, name: row.name, memberCount: row.member_count }));
    },

    async create(session, kind, name) {
      const [row] = await namedWrite(kind, () =>
        db.query<{ id: number }>(
          `INSERT INTO team_groups (company_id, kind, name, name_key, created_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [session.companyId, kind, cleanGroupName(name), groupNameKey(name), clock.now()],
        ),
      );
      if (!row) throw notFound();
      return read(db, session, kind, row.id);
    },

    async rename(session, kind, id, name) {
      const rows = await namedWrite(kind, () =>
        db.query(
          `UPDATE team_groups SET name = $4, name_key = $5
            WHERE id = $1 AND company_id = $2 AND kind = $3 RETURNING id`,
          [id, session.companyId, kind, cleanGroupName(name), groupNameKey(name)],
        ),
      );
      if (rows.length === 0) throw notFound();
      return read(db, session, kind, id);
    },

    async remove(session, kind, id) {
      const rows = await db.query(
        'DELETE FROM team_groups WHERE id = $1 AND company_id = $2 AND kind = $3 RETURNING id',
        [id, session.companyId, kind],
      );
      if (rows.length === 0) throw notFound();
    },

    async assign(session, kind, id, change) {
      const column = COLUMN[kind];
      return db.transaction(async (tx) => {
        await read(tx, session, kind, id);
        // Only the company's own, undeleted people move; anyone else's id changes nothing.
        if (change.add.length > 0) {
          await tx.query(
            `UPDATE users SET ${column} = $1
              WHERE company_id = $2 AND public_id = ANY($3::uuid[]) AND deleted_at IS NULL`,
            [id, session.companyId, change.add],
          );
        }
        const removed = change.remove.filter((userId) => !change.add.includes(userId));
        if (removed.length > 0) {
          await tx.query(
            `UPDATE users SET ${column} = NULL
              WHERE company_id = $1 AND public_id = ANY($2::uuid[]) AND ${column} = $3`,
            [session.companyId, removed, id],
          );
        }
        return read(tx, session, kind, id);
      });
    },
  };
}
