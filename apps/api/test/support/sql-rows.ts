import type { Db, QueryOptions, Row } from '../../src/db/db.js';

/**
 * A statement written as SQL text, for tests and benches only: setting up a state no endpoint
 * makes (a card frozen at the issuer, an entry a month old) and reading what one left behind.
 * The server itself queries through Kysely (`kyselyOf`); the Db has no `query` for it.
 */
export async function sqlRows<T extends Row = Row>(
  db: Db,
  text: string,
  params: readonly unknown[] = [],
  options: QueryOptions = {},
): Promise<T[]> {
  return (await db.execute<T>(text, params, options)).rows;
}
