import type { CurrencyLookup } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';

export type { CurrencyLookup } from '@outlay/api-client/schema';

export type LookupCurrency = (alphaCode: string) => CurrencyLookup;

/**
 * The currency table is reference data written by migrations, so it is read once per process
 * and the entry queries need not join it four times per row.
 */
export function createCurrencies(db: Db): () => Promise<LookupCurrency> {
  let loaded: Promise<LookupCurrency> | undefined;
  const load = async (): Promise<LookupCurrency> => {
    const rows = await kyselyOf(db)
      .selectFrom('currencies')
      .select(['alpha_code', 'numeric_code'])
      .execute();
    const table = new Map(rows.map((row) => [row.alpha_code, row.numeric_code]));
    return (alphaCode) => {
      const numericCode = table.get(alphaCode);
      if (numericCode === undefined) throw new Error(`Unknown currency ${alphaCode}`);
      return { alphaCode, numericCode };
    };
  };
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
