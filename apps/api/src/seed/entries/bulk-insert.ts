import { type Expression, type Insertable, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/kysely.js';
import { seedQueries } from '../insert.js';

/** The PostgreSQL type of one value of a column (its parameter is an array of it). */
type ValueType = 'int' | 'bigint' | 'text' | 'numeric' | 'timestamptz' | 'date' | 'uuid';

/** How a column of a bulk insert is filled from each row: a value of the column's type… */
interface PlainColumn<T, V> {
  type: ValueType;
  value: (row: T) => V;
}

/** …or a value the database turns into one (for example `to_tsvector('simple', $)`). */
interface ComputedColumn<T, V> {
  type: ValueType;
  value: (row: T) => unknown;
  expression: (value: Expression<unknown>) => RawBuilder<V>;
}

/** The columns of `table` a bulk insert fills: every column the table requires, by name. */
export type BulkColumns<Table extends keyof Database, T> = {
  [C in keyof Insertable<Database[Table]>]: Insertable<Database[Table]>[C] extends infer V
    ? PlainColumn<T, V> | ComputedColumn<T, V>
    : never;
};

/** Rows per statement: arrays this long stay well inside any parameter limit. */
const CHUNK = 5000;

const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Inserts many rows with one statement per chunk: each column travels as one array parameter
 * and `unnest` turns the arrays back into rows, so thousands of rows cost a few round trips
 * (a VALUES list would send a parameter per cell). Column names and values are checked against
 * the table's type; the seed writes every company's rows (seedQueries).
 */
export async function bulkInsert<Table extends keyof Database, T>(
  db: Db,
  table: Table,
  columns: BulkColumns<Table, T>,
  rows: readonly T[],
): Promise<void> {
  const filled = Object.entries<PlainColumn<T, unknown> | ComputedColumn<T, unknown>>(columns);
  const aliases = filled.map((_, index) => `c${index}`);
  const values = filled.map(([, column], index) => {
    const value = sql.ref(`x.${aliases[index] ?? ''}`);
    return 'expression' in column ? column.expression(value) : value;
  });
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    const chunk = rows.slice(offset, offset + CHUNK);
    const arrays = filled.map(
      ([, column]) =>
        sql`${chunk.map((row) => asParameter(column.value(row)))}::${sql.raw(column.type)}[]`,
    );
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(filled.map(([name]) => sql.id(name)))})
      SELECT ${sql.join(values)}
        FROM unnest(${sql.join(arrays)}) AS x(${sql.join(aliases.map((alias) => sql.id(alias)))})`.execute(
      seedQueries(db),
    );
  }
}

/**
 * Runs a bulk load of `table` with its secondary indexes dropped and then rebuilt from their
 * own definitions (read from the catalog, so they stay exactly the migration's): building an
 * index once over the loaded rows is several times faster than updating it row by row, the
 * full-text index most of all. Meant for seeding, inside the seed's transaction.
 */
export async function withIndexesRebuilt(db: Db, table: keyof Database, load: () => Promise<void>) {
  // By the table's own oid, so a same-named index in another schema (the tests' schemas on a
  // shared server) is never picked up; indexes that back a constraint stay in place. The
  // catalog is PostgreSQL's, not a table of ours, so its columns are named here.
  const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
    SELECT c.relname AS indexname, pg_get_indexdef(x.indexrelid) AS indexdef
      FROM pg_index x
      JOIN pg_class c ON c.oid = x.indexrelid
     WHERE x.indrelid = ${table}::regclass AND NOT x.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`.execute(
    seedQueries(db),
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.indexname}`);
  await load();
  for (const index of indexes) await db.exec(index.indexdef);
}
