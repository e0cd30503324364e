// Demo data of statements (issue 41): Northwind's cycles are closed as of the seed's day (its
// last statement due, the one before overdue with its late-payment penalty, the older ones
// paid; src/seed/entries/generate.ts), and it has a verified USD AutoPay account to pay from.
import type { Db } from '../db/db.js';
import { createStatements } from '../statements/statements.js';
import { COMPANY } from './companies.js';
import { SEED_DATE } from './constants.js';
import { seedQueries, syncIdSequence } from './insert.js';
import type { SeedContext } from './index.js';

/** Northwind's AutoPay account (US: no agreement to sign), verified. */
export const NORTHWIND_AUTOPAY_ACCOUNT = {
  accountNumber: '000123456789',
  routingNumber: '021000021',
  bankName: 'Chase',
} as const;

export async function seedStatements(db: Db, context: SeedContext) {
  const today = context.today ?? SEED_DATE;
  await seedQueries(db)
    .insertInto('autopay_bank_accounts')
    .values({
      company_id: COMPANY.northwind,
      currency: 'USD',
      auto_debit: true,
      region_flag: 'usa',
      verification_status: 'pending',
      account_number: NORTHWIND_AUTOPAY_ACCOUNT.accountNumber,
      routing_number: NORTHWIND_AUTOPAY_ACCOUNT.routingNumber,
      bank_country: 'US',
      bank_name: NORTHWIND_AUTOPAY_ACCOUNT.bankName,
      fingerprint: `us:${NORTHWIND_AUTOPAY_ACCOUNT.routingNumber}:${NORTHWIND_AUTOPAY_ACCOUNT.accountNumber}`,
      created_at: today,
    })
    .execute();
  await syncIdSequence(db, 'autopay_bank_accounts');
  // The other companies' cycles close the first time their statements are read.
  await createStatements(db, { now: () => today }).closeEnded(COMPANY.northwind);
}
