import type { GroupKind, TeamGroup, GroupMembersRequest } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
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
    const row = await kyselyOf(target)
      .selectFrom('team_groups as g')
      .select((eb) => [
        'g.id',
        'g.name',
        eb
          .selectFrom('users as u')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef(`u.${column}`, '=', 'g.id')
          .whereRef('u.company_id', '=', 'g.company_id')
          .where('u.deleted_at', 'is', null)
          .as('member_count'),
      ])
      .where('g.id', '=', id)
      .where('g.company_id', '=', session.companyId)
      .where('g.kind', '=', kind)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { id: row.id, name: row.name, memberCount: row.member_count ?? 0 };
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
      const rows = await kyselyOf(db)
        .selectFrom('team_groups as g')
        .leftJoin('users as u', (join) =>
          join
            .onRef(`u.${column}`, '=', 'g.id')
            .onRef('u.company_id', '=', 'g.company_id')
            .on('u.deleted_at', 'is', null),
        )
        .select((eb) => ['g.id', 'g.name', eb.fn.count<number>('u.id').as('member_count')])
        .where('g.company_id', '=', session.companyId)
        .where('g.kind', '=', kind)
        // By the group's key, (company_id, id), which the name_key it is ordered by depends on.
        .groupBy(['g.company_id', 'g.id', 'g.name'])
        .orderBy('g.name_key')
        .orderBy('g.id')
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, memberCount: row.member_count }));
    },

    async create(session, kind, name) {
      const row = await namedWrite(kind, () =>
        kyselyOf(db)
          .insertInto('team_groups')
          .values({
            company_id: session.companyId,
            kind,
            name: cleanGroupName(name),
            name_key: groupNameKey(name),
            created_at: clock.now(),
          })
          .returning('id')
          .executeTakeFirst(),
      );
      if (!row) throw notFound();
      return read(db, session, kind, row.id);
    },

    async rename(session, kind, id, name) {
      const rows = await namedWrite(kind, () =>
        kyselyOf(db)
          .updateTable('team_groups')
          .set({ name: cleanGroupName(name), name_key: groupNameKey(name) })
          .where('id', '=', id)
          .where('company_id', '=', session.companyId)
          .where('kind', '=', kind)
          .returning('id')
          .execute(),
      );
      if (rows.length === 0) throw notFound();
      return read(db, session, kind, id);
    },

    async remove(session, kind, id) {
      const rows = await kyselyOf(db)
        .deleteFrom('team_groups')
        .where('id', '=', id)
        .where('company_id', '=', session.companyId)
        .where('kind', '=', kind)
        .returning('id')
        .execute();
      if (rows.length === 0) throw notFound();
    },

    async assign(session, kind, id, change) {
      const column = COLUMN[kind];
      return db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        await read(tx, session, kind, id);
        // Only the company's own, undeleted people move; anyone else's id changes nothing.
        if (change.add.length > 0) {
          await q
            .updateTable('users')
            .set({ [column]: id })
            .where('company_id', '=', session.companyId)
            .where('public_id', '=', (eb) => eb.fn.any(eb.val(change.add)))
            .where('deleted_at', 'is', null)
            .execute();
        }
        const removed = change.remove.filter((userId) => !change.add.includes(userId));
        if (removed.length > 0) {
          await q
            .updateTable('users')
            .set({ [column]: null })
            .where('company_id', '=', session.companyId)
            .where('public_id', '=', (eb) => eb.fn.any(eb.val(removed)))
            .where(column, '=', id)
            .execute();
        }
        return read(tx, session, kind, id);
      });
    },
  };
}
