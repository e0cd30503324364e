import type {
  TaxRateRule,
  CategorizationRule,
  AccountingSuggestion as Suggestion,
} from '@outlay/api-client/schema';
import type { Insertable } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { type Queries, kyselyOf } from '../db/kysely.js';
import type { AccountingTaxRateRules } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Connection } from './connections.js';
import type { DatasetIndex, DatasetsService } from './datasets.js';
import { PLATFORMS } from './platforms.js';

export type {
  TaxRateRule,
  CategorizationRule,
  AccountingSuggestion as Suggestion,
} from '@outlay/api-client/schema';

const badRequest = (
  key:
    | 'accounting.rules.duplicateCategory'
    | 'accounting.rules.duplicateMerchant'
    | 'accounting.rules.unknownMerchant',
) => new AppError(400, 'VALIDATION', key);

/** The columns every rule row of a connection shares, whichever its kind. */
type RuleOwner = Pick<
  Insertable<AccountingTaxRateRules>,
  'connection_id' | 'company_id' | 'updated_by' | 'updated_at'
>;

/** Checks a category and tax rate against the platform's datasets, naming what is wrong. */
export function checkCategoryAndTaxRate(
  index: DatasetIndex,
  connection: Connection,
  categoryId: string,
  taxRateId: string | null,
) {
  const integration = PLATFORMS[connection.platform].name;
  const category = index.activeAccount(categoryId);
  if (!category)
    throw new AppError(400, 'VALIDATION', 'accounting.categoryUnknown', { integration });
  const taxRate = taxRateId === null ? undefined : index.taxRate(taxRateId);
  if (taxRateId !== null && !taxRate) {
    throw new AppError(400, 'VALIDATION', 'accounting.taxRateUnknown', { integration });
  }
  return { category, taxRate };
}

/**
 * The rules an admin keeps per connection (spec part 2 §4, §7): category → tax rate (choosing
 * the category selects the tax rate) and merchant → category (a merchant's transactions are
 * suggested the category).
 */
export function createRules(deps: { db: Db; clock: Clock; datasets: DatasetsService }) {
  const { db, clock, datasets } = deps;

  async function taxRateRules(connection: Connection): Promise<TaxRateRule[]> {
    const index = await datasets.index(connection);
    const rows = await kyselyOf(db)
      .selectFrom('accounting_tax_rate_rules')
      .select(['category_id', 'tax_rate_id'])
      .where('company_id', '=', connection.companyId)
      .where('connection_id', '=', connection.id)
      .orderBy('category_id')
      .execute();
    // A rule whose account or tax rate left the platform is not offered any more.
    return rows.flatMap((row) => {
      const category = index.activeAccount(row.category_id);
      const taxRate = index.taxRate(row.tax_rate_id);
      if (!category || !taxRate) return [];
      return [
        {
          categoryId: category.id,
          categoryName: category.name,
          taxRateId: taxRate.id,
          taxRateName: taxRate.name,
          effectiveTaxRate: taxRate.effectiveTaxRate,
        },
      ];
    });
  }

  async function categorizationRules(connection: Connection): Promise<CategorizationRule[]> {
    const index = await datasets.index(connection);
    const rows = await kyselyOf(db)
      .selectFrom('accounting_categorization_rules as r')
      .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
      .select(['r.merchant_id', 'm.clean_name as name', 'r.category_id'])
      .where('r.company_id', '=', connection.companyId)
      .where('r.connection_id', '=', connection.id)
      .orderBy('m.clean_name')
      .orderBy('r.merchant_id')
      .execute();
    return rows.flatMap((row) => {
      const category = index.activeAccount(row.category_id);
      if (!category) return [];
      return [
        {
          merchantId: row.merchant_id,
          merchantName: row.name,
          categoryId: category.id,
          categoryName: category.name,
        },
      ];
    });
  }

  /**
   * Replaces a connection's rules of one kind with the ones `insert` writes, in one
   * transaction: a rule is a key (a category, a merchant) and the definition chosen for it.
   */
  async function replaceRules(
    connection: Connection,
    userId: number,
    table: 'accounting_tax_rate_rules' | 'accounting_categorization_rules',
    insert: ((q: Queries, owner: RuleOwner) => Promise<unknown>) | null,
  ) {
    const owner: RuleOwner = {
      connection_id: connection.id,
      company_id: connection.companyId,
      updated_by: userId,
      updated_at: clock.now(),
    };
    await db.transaction(async (tx) => {
      const q = kyselyOf(tx);
      await q
        .deleteFrom(table)
        .where('company_id', '=', connection.companyId)
        .where('connection_id', '=', connection.id)
        .execute();
      await insert?.(q, owner);
    });
  }

  return {
    taxRateRules,
    categorizationRules,

    async saveTaxRateRules(
      connection: Connection,
      userId: number,
      rules: readonly { categoryId: string; taxRateId: string }[],
    ): Promise<TaxRateRule[]> {
      if (new Set(rules.map((rule) => rule.categoryId)).size !== rules.length) {
        throw badRequest('accounting.rules.duplicateCategory');
      }
      const index = await datasets.index(connection);
      for (const rule of rules)
        checkCategoryAndTaxRate(index, connection, rule.categoryId, rule.taxRateId);
      await replaceRules(
        connection,
        userId,
        'accounting_tax_rate_rules',
        rules.length === 0
          ? null
          : (q, owner) =>
              q
                .insertInto('accounting_tax_rate_rules')
                .values(
                  rules.map((rule) => ({
                    ...owner,
                    category_id: rule.categoryId,
                    tax_rate_id: rule.taxRateId,
                  })),
                )
                .execute(),
      );
      return taxRateRules(connection);
    },

    async saveCategorizationRules(
      connection: Connection,
      userId: number,
      rules: readonly { merchantId: number; categoryId: string }[],
    ): Promise<CategorizationRule[]> {
      if (new Set(rules.map((rule) => rule.merchantId)).size !== rules.length) {
        throw badRequest('accounting.rules.duplicateMerchant');
      }
      const index = await datasets.index(connection);
      for (const rule of rules) checkCategoryAndTaxRate(index, connection, rule.categoryId, null);
      const merchantIds = rules.map((rule) => rule.merchantId);
      const known = await kyselyOf(db)
        .selectFrom('merchants')
        .select('id')
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(merchantIds))))
        .execute();
      if (known.length !== merchantIds.length) throw badRequest('accounting.rules.unknownMerchant');
      await replaceRules(
        connection,
        userId,
        'accounting_categorization_rules',
        rules.length === 0
          ? null
          : (q, owner) =>
              q
                .insertInto('accounting_categorization_rules')
                .values(
                  rules.map((rule) => ({
                    ...owner,
                    merchant_id: rule.merchantId,
                    category_id: rule.categoryId,
                  })),
                )
                .execute(),
      );
      return categorizationRules(connection);
    },

    /**
     * What the rules propose for entries of these merchants: the merchant's category, and the
     * tax rate that category's rule selects.
     */
    async suggestions(
      connection: Connection,
      index: DatasetIndex,
      merchantIds: readonly number[],
    ): Promise<Map<number, Suggestion>> {
      if (merchantIds.length === 0) return new Map();
      const rows = await kyselyOf(db)
        .selectFrom('accounting_categorization_rules as c')
        .leftJoin('accounting_tax_rate_rules as t', (join) =>
          join
            .onRef('t.company_id', '=', 'c.company_id')
            .onRef('t.connection_id', '=', 'c.connection_id')
            .onRef('t.category_id', '=', 'c.category_id'),
        )
        .select(['c.merchant_id', 'c.category_id', 't.tax_rate_id'])
        .where('c.company_id', '=', connection.companyId)
        .where('c.connection_id', '=', connection.id)
        .where((eb) => eb('c.merchant_id', '=', eb.fn.any(eb.val([...new Set(merchantIds)]))))
        .execute();
      const result = new Map<number, Suggestion>();
      for (const row of rows) {
        const category = index.activeAccount(row.category_id);
        if (!category) continue;
        const taxRate = row.tax_rate_id === null ? undefined : index.taxRate(row.tax_rate_id);
        result.set(row.merchant_id, {
          categoryId: category.id,
          categoryName: category.name,
          taxRateId: taxRate?.id ?? null,
        });
      }
      return result;
    },
  };
}

export type RulesService = ReturnType<typeof createRules>;
