import type { Db } from '../db/db.js';

/** A value for a jsonb column: drivers would turn a plain JS array into a Postgres array. */
export const json = (value: unknown): string => JSON.stringify(value);

/**
 * Inserts rows that all have the same columns. Column and table names come from the seed's
 * own code, never from input.
 */
export async function insertRows(db: Db, table: string, rows: readonly Record<string, unknown>[]) {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = columns.map((column) => {
      if (!(column in row)) throw new Error(`Seed row for ${table} lacks ${column}`);
      params.push(row[column]);
      return `$${params.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
    params,
  );
}

/** After rows with fixed ids, moves the id sequence past them so new rows do not collide. */
export async function syncIdSequence(db: Db, table: string) {
  await db.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
    [table],
  );
}
