import type { Db } from '../db/db.js';

export { insertRows } from '../db/insert-rows.js';

/** A value for a jsonb column: drivers would turn a plain JS array into a Postgres array. */
export const json = (value: unknown): string => JSON.stringify(value);

/** After rows with fixed ids, moves the id sequence past them so new rows do not collide. */
export async function syncIdSequence(db: Db, table: string) {
  await db.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
    [table],
  );
}
