// Demo data of rewards (issue 35): Northwind earns cashback at a rate by merchant category, so
// its closed cycles have cashback to redeem (written to the ledger when the rewards page first
// reads them) and the cycle running now shows what it is earning.
import type { Db } from '../db/db.js';
import { COMPANY } from './companies.js';
import { seedQueries } from './insert.js';

/** Northwind's rates, in basis points. */
export const NORTHWIND_REWARD_RATES = {
  travel: 300,
  software: 200,
  dining: 150,
  fuel: 100,
  other: 100,
} as const;

export async function seedRewards(db: Db) {
  await seedQueries(db)
    .insertInto('reward_rates')
    .values(
      Object.entries(NORTHWIND_REWARD_RATES).map(([category, rate]) => ({
        company_id: COMPANY.northwind,
        category: category as keyof typeof NORTHWIND_REWARD_RATES,
        rate_bp: rate,
      })),
    )
    .execute();
}
