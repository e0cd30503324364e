import type { Db } from '../../db/db.js';
import { ENTRY_COLUMNS, ENTRY_JOINS, type EntryRow } from '../../entries/entry-rows.js';
import type { EntryFilter, EntryOrder } from '../entry-filter.js';

/** Rows read per statement: enough to keep the database busy, small enough to hold. */
export const EXPORT_BATCH = 500;

/** An entry with what only exports show: the memo and the accounting category. */
export interface ExportEntryRow extends EntryRow {
  card_memo: string | null;
  accounting_category: string | null;
}

interface BatchRow extends ExportEntryRow {
  sort_key: string;
}

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
  const { keyType } = order;
  const after = order.direction === 'DESC' ? '<' : '>';
  let cursor: { key: string; id: number } | undefined;
  for (;;) {
    const params = [...filter.params.values];
    const keyset = cursor
      ? `AND (${order.column}, e.id) ${after} ($${params.push(cursor.key)}::${keyType}, $${params.push(cursor.id)})`
      : '';
    const limit = `$${params.push(EXPORT_BATCH)}`;
    const rows = await db.query<BatchRow>(
      `SELECT ${ENTRY_COLUMNS}, ct.memo AS card_memo, ad.category_name AS accounting_category,
              ${order.column}::text AS sort_key
         FROM entries e ${ENTRY_JOINS}
         LEFT JOIN accounting_definitions ad ON ad.entry_id = e.id AND ad.company_id = e.company_id
        WHERE ${filter.where} ${keyset}
        ORDER BY ${order.orderBy} LIMIT ${limit}`,
      params,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { key: last.sort_key, id: last.id };
  }
}
