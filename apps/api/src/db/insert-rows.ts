import type { Db } from './db.js';

/**
 * Inserts rows that all have the same columns. Column and table names come from the
 * server's own code, never from input.
 */
export async function insertRows(db: Db, table: string, rows: readonly Record<string, unknown>[]) {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = columns.map((column) => {
      if (!(column in row)) throw new Error(`A row for ${table} lacks ${column}`);
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
