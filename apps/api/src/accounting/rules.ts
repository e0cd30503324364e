import type {
  TaxRateRule,
  CategorizationRule,
  AccountingSuggestion as Suggestion,
} from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
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
    const rows = await db.query<{ category_id: string; tax_rate_id: string }>(
      `SELECT category_id, tax_rate_id FROM accounting_tax_rate_rules
        WHERE connection_id = $1 ORDER BY category_id`,
      [connection.id],
    );
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
    const rows = await db.query<{ merchant_id: number; name: string; category_id: string }>(
      `SELECT r.merchant_id, m.clean_name AS name, r.category_id
         FROM accounting_categorization_rules r JOIN merchants m ON m.id = r.merchant_id
        WHERE r.connection_id = $1 ORDER BY m.clean_name, r.merchant_id`,
      [connection.id],
    );
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
   * Replaces a connection's rules of one kind with the ones given, in one transaction: a rule is
   * a key (a category, a merchant) and the definition chosen for it. Table and column names are
   * the constants the two callers pass, never input.
   */
  async function replaceRules(
    connection: Connection,
    userId: number,
    rules: {
      table: 'accounting_tax_rate_rules' | 'accounting_categorization_rules';
      key: ['category_id', 'text', string[]] | ['merchant_id', 'integer', number[]];
      choice: ['tax_rate_id' | 'category_id', string[]];
    },
  ) {
    const [keyColumn, keyType, keys] = rules.key;
    const [choiceColumn, choices] = rules.choice;
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM ${rules.table} WHERE connection_id = $1`, [connection.id]);
      if (keys.length === 0) return;
      await tx.query(
        `INSERT INTO ${rules.table}
           (connection_id, company_id, ${keyColumn}, ${choiceColumn}, updated_by, updated_at)
         SELECT $1, $2, r.key, r.choice, $3, $4
           FROM unnest($5::${keyType}[], $6::text[]) AS r (key, choice)`,
        [connection.id, connection.companyId, userId, clock.now(), keys, choices],
      );
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
      await replaceRules(connection, userId, {
        table: 'accounting_tax_rate_rules',
        key: ['category_id', 'text', rules.map((rule) => rule.categoryId)],
        choice: ['tax_rate_id', rules.map((rule) => rule.taxRateId)],
      });
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
      const known = await db.query<{ id: number }>(
        'SELECT id FROM merchants WHERE id = ANY($1::integer[])',
        [merchantIds],
      );
      if (known.length !== merchantIds.length) throw badRequest('accounting.rules.unknownMerchant');
      await replaceRules(connection, userId, {
        table: 'accounting_categorization_rules',
        key: ['merchant_id', 'integer', merchantIds],
        choice: ['category_id', rules.map((rule) => rule.categoryId)],
      });
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
      const rows = await db.query<{
        merchant_id: number;
        category_id: string;
        tax_rate_id: string | null;
      }>(
        `SELECT c.merchant_id, c.category_id, t.tax_rate_id
           FROM accounting_categorization_rules c
           LEFT JOIN accounting_tax_rate_rules t
             ON t.connection_id = c.connection_id AND t.category_id = c.category_id
          WHERE c.connection_id = $1 AND c.merchant_id = ANY($2::integer[])`,
        [connection.id, [...new Set(merchantIds)]],
      );
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
