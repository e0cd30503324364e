import type { AccountingDefinition } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { ConnectionRef } from './connections.js';

export type { AccountingDefinition } from '@outlay/api-client/schema';

export interface NewDefinition extends AccountingDefinition {
  entryId: number;
}

/** The `accounting_definitions` table: each transaction's category, tax rate and tracking. */
export const definitions = {
  async ofEntries(
    db: Db,
    connection: ConnectionRef,
    entryIds: readonly number[],
  ): Promise<Map<number, AccountingDefinition>> {
    if (entryIds.length === 0) return new Map();
    const rows = await kyselyOf(db)
      .selectFrom('accounting_definitions')
      .select((eb) => [
        'entry_id',
        'category_id',
        'category_name',
        'tax_rate_id',
        eb.cast<number>('tax_rate_value', 'float8').as('tax_rate_value'),
        'tracking_category_ids',
      ])
      .where('company_id', '=', connection.companyId)
      .where('connection_id', '=', connection.id)
      .where((eb) => eb('entry_id', '=', eb.fn.any(eb.val([...entryIds]))))
      .execute();
    return new Map(
      rows.map((row) => [
        row.entry_id,
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
    await kyselyOf(db)
      .insertInto('accounting_definitions')
      .values(
        rows.map((row) => ({
          entry_id: row.entryId,
          company_id: scope.companyId,
          connection_id: scope.connectionId,
          category_id: row.categoryId,
          category_name: row.categoryName,
          tax_rate_id: row.taxRateId,
          tax_rate_value: row.taxRateValue,
          tracking_category_ids: row.trackingCategoryIds,
          updated_by: scope.userId,
          updated_at: scope.now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['company_id', 'entry_id']).doUpdateSet((eb) => ({
          connection_id: eb.ref('excluded.connection_id'),
          category_id: eb.ref('excluded.category_id'),
          category_name: eb.ref('excluded.category_name'),
          tax_rate_id: eb.ref('excluded.tax_rate_id'),
          tax_rate_value: eb.ref('excluded.tax_rate_value'),
          tracking_category_ids: eb.ref('excluded.tracking_category_ids'),
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  },
};
