import type { AccountingDefinition } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';

export type { AccountingDefinition } from '@outlay/api-client/schema';

interface DefinitionRow extends Record<string, unknown> {
  entry_id: string | number;
  category_id: string;
  category_name: string;
  tax_rate_id: string;
  tax_rate_value: number;
  tracking_category_ids: string[];
}

export interface NewDefinition extends AccountingDefinition {
  entryId: number;
}

/** The `accounting_definitions` table: each transaction's category, tax rate and tracking. */
export const definitions = {
  async ofEntries(
    db: Db,
    connectionId: number,
    entryIds: readonly number[],
  ): Promise<Map<number, AccountingDefinition>> {
    if (entryIds.length === 0) return new Map();
    const rows = await db.query<DefinitionRow>(
      `SELECT entry_id, category_id, category_name, tax_rate_id,
              tax_rate_value::float8 AS tax_rate_value, tracking_category_ids
         FROM accounting_definitions
        WHERE connection_id = $1 AND entry_id = ANY($2::bigint[])`,
      [connectionId, [...entryIds]],
    );
    return new Map(
      rows.map((row) => [
        Number(row.entry_id),
        {
          categoryId: row.category_id,
          categoryName: row.category_name,
          taxRateId: row.tax_rate_id,
          taxRateValue: row.tax_rate_value,
          trackingCategoryIds: row.tracking_category_ids,
        },
      ]),
    );
  },

  /** Creates or replaces the definitions of many entries in one statement. */
  async save(
    db: Db,
    scope: { companyId: number; connectionId: number; userId: number; now: Date },
    rows: readonly NewDefinition[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db.query(
      `INSERT INTO accounting_definitions
         (entry_id, company_id, connection_id, category_id, category_name, tax_rate_id,
          tax_rate_value, tracking_category_ids, updated_by, updated_at)
       SELECT d.entry_id, $1, $2, d.category_id, d.category_name, d.tax_rate_id, d.tax_rate_value,
              string_to_array(d.tracking, ','), $3, $4
         FROM unnest($5::bigint[], $6::text[], $7::text[], $8::text[], $9::numeric[], $10::text[])
           AS d (entry_id, category_id, category_name, tax_rate_id, tax_rate_value, tracking)
       ON CONFLICT (entry_id) DO UPDATE
         SET connection_id = EXCLUDED.connection_id, category_id = EXCLUDED.category_id,
             category_name = EXCLUDED.category_name, tax_rate_id = EXCLUDED.tax_rate_id,
             tax_rate_value = EXCLUDED.tax_rate_value,
             tracking_category_ids = EXCLUDED.tracking_category_ids,
             updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      [
        scope.companyId,
        scope.connectionId,
        scope.userId,
        scope.now,
        rows.map((row) => row.entryId),
        rows.map((row) => row.categoryId),
        rows.map((row) => row.categoryName),
        rows.map((row) => row.taxRateId),
        rows.map((row) => row.taxRateValue),
        // Tracking ids never hold commas: the contract sends them comma-joined.
        rows.map((row) => row.trackingCategoryIds.join(',')),
      ],
    );
  },
};
