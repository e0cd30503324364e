import { type InsertObject, sql } from 'kysely';
import { searchDocument } from '../dashboard/search.js';
import type { Database, Queries } from '../db/kysely.js';

/**
 * An entry as its owner describes it (values or SQL expressions, as Kysely's insert takes
 * them); the search vector is made here from `searchedBy`.
 */
export type NewEntry = Omit<InsertObject<Database, 'entries'>, 'id' | 'receipt_count' | 'search'>;

/**
 * Inserts one dashboard entry and answers its id, for the owner to write the kind's own row
 * (card_transactions, transfers, loan_instalments) keyed on it. One home for the search
 * vector, so every kind is found by its words the way the dashboard's search folds them.
 */
export async function insertEntry(
  q: Queries,
  entry: NewEntry,
  searchedBy: readonly (string | number | null | undefined)[],
): Promise<number> {
  const row = await q
    .insertInto('entries')
    .values({
      ...entry,
      search: sql<string>`to_tsvector('simple', ${searchDocument(searchedBy)})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
