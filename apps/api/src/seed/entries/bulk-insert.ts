import type { Db } from '../../db/db.js';

export interface BulkColumn<T> {
  name: string;
  /** The Postgres type of one value (the parameter is an array of it). */
  type: string;
  value: (row: T) => unknown;
  /** How the value becomes the column (for example `to_tsvector('simple', $)`); as is by default. */
  expression?: (value: string) => string;
}

/** Rows per statement: arrays this long stay well inside any parameter limit. */
const CHUNK = 5000;

const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Inserts many rows with one statement per chunk: each column travels as one array parameter
 * and `unnest` turns the arrays back into rows, so thousands of rows cost a few round trips.
 * Table and column names come from the seed's own code, never from input.
 */
export async function bulkInsert<T>(
  db: Db,
  table: string,
  columns: readonly BulkColumn<T>[],
  rows: readonly T[],
): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    const chunk = rows.slice(offset, offset + CHUNK);
    const params = columns.map((column) => chunk.map((row) => asParameter(column.value(row))));
    const arrays = columns.map((column, index) => `$${index + 1}::${column.type}[]`);
    const aliases = columns.map((_, index) => `c${index}`);
    const values = columns.map((column, index) =>
      column.expression ? column.expression(`x.c${index}`) : `x.c${index}`,
    );
    await db.query(
      `INSERT INTO ${table} (${columns.map((column) => column.name).join(', ')})
       SELECT ${values.join(', ')} FROM unnest(${arrays.join(', ')}) AS x(${aliases.join(', ')})`,
      params,
    );
  }
}

/**
 * Runs a bulk load of `table` with its secondary indexes dropped and then rebuilt from their
 * own definitions (read from the catalog, so they stay exactly the migration's): building an
 * index once over the loaded rows is several times faster than updating it row by row, the
 * full-text index most of all. Meant for seeding, inside the seed's transaction.
 */
export async function withIndexesRebuilt(db: Db, table: string, load: () => Promise<void>) {
  // By the table's own oid, so a same-named index in another schema (the tests' schemas on a
  // shared server) is never picked up; indexes that back a constraint stay in place.
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT c.relname AS indexname, pg_get_indexdef(x.indexrelid) AS indexdef
       FROM pg_index x
       JOIN pg_class c ON c.oid = x.indexrelid
      WHERE x.indrelid = $1::regclass AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
    [table],
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.indexname}`);
  await load();
  for (const index of indexes) await db.exec(index.indexdef);
}
