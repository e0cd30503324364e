import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import { kyselyOf } from '../../db/kysely.js';
import { entryColumns } from '../../entries/entry-columns.js';
import type { EntryFilter, EntryOrder } from '../entry-filter.js';

/** Rows read per statement: enough to keep the database busy, small enough to hold. */
export const EXPORT_BATCH = 500;

/**
 * One batch of an export: the entries with what only exports show (the memo, the accounting
 * category), and each row's sort key, where the next batch continues.
 */
function exportBatch(db: Db, filter: EntryFilter, order: EntryOrder) {
  return entryColumns(kyselyOf(db))
    .leftJoin('accounting_definitions as ad', (join) =>
      join.onRef('ad.entry_id', '=', 'e.id').onRef('ad.company_id', '=', 'e.company_id'),
    )
    .select((eb) => [
      'ct.memo as card_memo',
      'ad.category_name as accounting_category',
      eb.cast<string>(order.column, 'text').as('sort_key'),
    ])
    .where(filter.where)
    .orderBy(order.column, order.direction)
    .orderBy('e.id', order.direction)
    .limit(EXPORT_BATCH);
}

/** An entry as an export reads it. */
export type ExportEntryRow = Awaited<
  ReturnType<ReturnType<typeof exportBatch>['executeTakeFirstOrThrow']>
>;

/**
 * Every entry a filter matches, in order, a batch at a time. Each batch continues after the
 * last row of the one before (keyset pagination on the sort column and the id), so reading
 * the 100,000th row costs what reading the first did and nothing is held but one batch.
 */
export async function* entryBatches(
  db: Db,
  filter: EntryFilter,
  order: EntryOrder,
): AsyncGenerator<ExportEntryRow[]> {
  const after = order.direction === 'desc' ? sql`<` : sql`>`;
  let cursor: { key: string; id: number } | undefined;
  for (;;) {
    const batch = exportBatch(db, filter, order);
    const from = cursor;
    const rows = await (
      from === undefined
        ? batch
        : batch.where(
            (eb) =>
              sql<boolean>`(${order.column}, ${eb.ref('e.id')}) ${after} (${eb.cast(eb.val(from.key), order.keyType)}, ${from.id})`,
          )
    ).execute();
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { key: last.sort_key, id: last.id };
  }
}
