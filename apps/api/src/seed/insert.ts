import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { type Database, type Queries, kyselyAcrossCompanies } from '../db/kysely.js';

/** The seed's queries: it writes every company's rows, so none is pinned to one. */
export const seedQueries = (db: Db): Queries => kyselyAcrossCompanies(db);

/** A value for a jsonb column: drivers would turn a plain JS array into a Postgres array. */
export const json = (value: unknown): string => JSON.stringify(value);

/** The tables whose rows have an `id` of their own (from a sequence). */
type TableWithId = {
  [Table in keyof Database]: 'id' extends keyof Database[Table] ? Table : never;
}[keyof Database];

/** After rows with fixed ids, moves the id sequence past them so new rows do not collide. */
export async function syncIdSequence(db: Db, table: TableWithId) {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
                          (SELECT coalesce(max(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
    seedQueries(db),
  );
}
