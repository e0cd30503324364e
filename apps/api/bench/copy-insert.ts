// Bulk loading for the scale bench: the seed's column specs (BulkColumns) written with
// PostgreSQL's COPY … FROM STDIN, one stream a table, instead of bulkInsert's INSERT of arrays.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../src/db/kysely.js';
import type { BulkColumns } from '../src/seed/entries/bulk-insert.js';
import type { Inserter } from '../src/seed/entries/insert-generated.js';
import { seedQueries } from '../src/seed/insert.js';
import type { Db } from '../src/db/db.js';

interface Column {
  type: string;
  value: (row: never) => unknown;
  expression?: (value: Expression<unknown>) => RawBuilder<unknown>;
}

/** One value in COPY's text format: \N for null, backslash escapes for the separators. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.replace(/[\\\t\n\r]/g, escapeChar);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  throw new Error(`COPY: no text form for ${typeof value}`);
}

const escapeChar = (char: string) =>
  char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r';

/** Lines of COPY text, a few thousand rows a chunk (a string a row would be slow to pipe). */
function* lines(rows: readonly unknown[], columns: readonly Column[]) {
  const CHUNK = 2000;
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    let text = '';
    for (const row of rows.slice(offset, offset + CHUNK)) {
      text += columns
        .map((column) => cell((column.value as (r: unknown) => unknown)(row)))
        .join('\t');
      text += '\n';
    }
    yield text;
  }
}

async function copyInto(client: pg.ClientBase, table: string, names: string[], body: Readable) {
  const quoted = names.map((name) => `"${name}"`).join(', ');
  await pipeline(body, client.query(copyFrom(`COPY ${table} (${quoted}) FROM STDIN`)));
}

/**
 * An Inserter that COPYs on `client` (`db` only compiles the statements it runs there). A column the database computes (the entries' search vector) cannot
 * be COPYed as such: those tables are COPYed into a temporary table of plain columns first and
 * moved over with one INSERT … SELECT that applies the expressions.
 */
export function copyInserter(client: pg.ClientBase, db: Db): Inserter {
  return async function copyInsert<Table extends keyof Database, T>(
    _db: Db,
    table: Table,
    columns: BulkColumns<Table, T>,
    rows: readonly T[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const filled = Object.entries<Column>(columns as unknown as Record<string, Column>);
    const names = filled.map(([name]) => name);
    const specs = filled.map(([, column]) => column);
    const body = Readable.from(lines(rows, specs));
    if (!specs.some((column) => column.expression)) {
      await copyInto(client, table, names, body);
      return;
    }
    const staging = `copy_${table}`;
    await client.query(
      `CREATE TEMP TABLE IF NOT EXISTS ${staging} (${names
        .map((name, index) => `"${name}" ${specs[index]?.type ?? 'text'}`)
        .join(', ')})`,
    );
    await client.query(`TRUNCATE ${staging}`);
    await copyInto(client, staging, names, body);
    const values = filled.map(([name, column]) => {
      const ref = sql.ref(`x.${name}`);
      return column.expression ? column.expression(ref) : ref;
    });
    // Compiled by Kysely, run on the COPY's own connection: the temporary table is its session's.
    const moved =
      sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((name) => sql.id(name)))})
      SELECT ${sql.join(values)} FROM ${sql.table(staging)} AS x`.compile(seedQueries(db));
    await client.query(moved.sql, [...moved.parameters]);
  };
}
