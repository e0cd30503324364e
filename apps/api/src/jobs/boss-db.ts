import type PgBoss from 'pg-boss';
import type { Db } from '../db/db.js';

const COMMAND_RESULT = /SELECT\s+COUNT\(\*\)\s+FROM\s+results\s*$/i;

/**
 * pg-boss's "bring your own database" (`executeSql`) over the server's Db, so the queue runs on
 * PGlite's one connection and on a Postgres pool alike, and inside a caller's transaction when
 * given its `tx`. pg-boss sends its installation and maintenance as scripts wrapped in
 * BEGIN…COMMIT without parameters: those go through `exec`, which runs several statements (and
 * answers no rows, which pg-boss does not read for them).
 *
 * Its statements stay pg-boss's own SQL text on purpose: they read and write pg-boss's tables
 * in its own schema, which the library owns and migrates (issue 33: pg-boss keeps its own
 * tables), so there is nothing of ours for the typed layer to check.
 */
export function bossDb(db: Db, isOpen: () => boolean = () => true): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // After the queue stopped, a worker's late call (the completion pg-boss sends after a
      // handler it had already failed at shutdown) must not reach a closed database; its
      // commands read a count, so they get a zero one.
      if (!isOpen()) return { rows: COMMAND_RESULT.test(text) ? [{ count: '0' }] : [] };
      if ((values === undefined || values.length === 0) && /^\s*BEGIN;/.test(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: (await db.execute(text, values ?? [])).rows };
    },
  };
}
