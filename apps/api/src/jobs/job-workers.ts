import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';

/** The one column of PostgreSQL's session view read here (not a table of ours: db-types skips it). */
type ServerSessions = {
  pg_stat_activity: { application_name: string };
};

/**
 * Who runs a job: the database connection's identity, so whether that runner is still alive is
 * the database's knowledge, not a guess from a heartbeat's age.
 *
 * - PostgreSQL: the `application_name` every connection of the process's pool carries
 *   (postgres.ts). The server ends a dead process's sessions as soon as its sockets close, so
 *   a name no session carries any more is a dead process's. A pool closes idle connections,
 *   so the name is read as a prepared statement: those run on the pool's own connection,
 *   which stays open while the process lives (and is opened again if it breaks).
 * - PGlite: one process holds the data folder (its directory lock), so every runner but this
 *   database's own is gone.
 */
export interface JobWorkers {
  /** This database's runner name; on PostgreSQL it also keeps its session open. */
  me(): Promise<string>;
  /** Which of `names` belong to no live runner. */
  gone(names: readonly string[]): Promise<Set<string>>;
}

const pgliteNames = new WeakMap<Db, string>();

export function jobWorkersOf(db: Db): JobWorkers {
  if (db.kind !== 'postgres') {
    const me = () => {
      let name = pgliteNames.get(db);
      if (!name) {
        name = `outlay-${randomUUID()}`;
        pgliteNames.set(db, name);
      }
      return Promise.resolve(name);
    };
    return {
      me,
      async gone(names) {
        const mine = await me();
        return new Set(names.filter((name) => name !== mine));
      },
    };
  }
  return {
    async me() {
      const row = await kyselyAcrossCompanies(db, { prepared: 'outlay_job_worker_name' })
        .selectNoFrom((eb) =>
          eb.fn<string>('current_setting', [sql.lit('application_name')]).as('name'),
        )
        .executeTakeFirst();
      return row?.name ?? '';
    },
    async gone(names) {
      if (names.length === 0) return new Set();
      // The server's own sessions, not a company's rows (no company table is read).
      const live = await kyselyAcrossCompanies(db)
        .withTables<ServerSessions>()
        .selectFrom('pg_stat_activity')
        .select('application_name as name')
        .distinct()
        .where((eb) =>
          eb(
            'application_name',
            '=',
            eb.fn.any(eb.cast<string[]>(eb.val([...names]), sql`text[]`)),
          ),
        )
        .execute();
      const alive = new Set(live.map((row) => row.name));
      return new Set(names.filter((name) => !alive.has(name)));
    },
  };
}
