// Demo data of referral credits (issue 35): the companies Northwind referred, one of each state
// on the way to the credit. The paid one is the Referral entry the dashboard already has (the
// entries' seed writes referral adjustments); without one, it is still spending.
import { toMinor } from '@outlay/rules';
import type { Db } from '../db/db.js';
import { COMPANY } from './companies.js';
import { seedQueries } from './insert.js';

/** The credit paid per company referred, and what the referred company must spend first. */
const CREDIT_MAJOR = 500;
const REQUIRED_SPEND_MAJOR = 5_000;

export async function seedReferrals(db: Db, today: Date) {
  const q = seedQueries(db);
  const currency = 'USD';
  const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000);
  const paid = await q
    .selectFrom('entries as e')
    .innerJoin('card_transactions as ct', (join) =>
      join.onRef('ct.company_id', '=', 'e.company_id').onRef('ct.entry_id', '=', 'e.id'),
    )
    .select(['e.id', 'e.posted_at'])
    .where('e.company_id', '=', COMPANY.northwind)
    .where('ct.sub_payment_type', '=', 'referral')
    .where('e.state', '=', 'posted')
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.id', 'desc')
    .executeTakeFirst();
  const base = {
    company_id: COMPANY.northwind,
    currency,
    required_spend_minor: toMinor(REQUIRED_SPEND_MAJOR, currency),
    credit_minor: toMinor(CREDIT_MAJOR, currency),
  };
  await q
    .insertInto('referrals')
    .values([
      {
        ...base,
        referred_name: 'Bluebird Logistics',
        referred_at: daysAgo(120),
        state: paid?.posted_at ? 'paid' : 'approved',
        spent_minor: toMinor(paid?.posted_at ? REQUIRED_SPEND_MAJOR + 2_140 : 4_200, currency),
        entry_id: paid?.posted_at ? paid.id : null,
        paid_at: paid?.posted_at ?? null,
      },
      {
        ...base,
        referred_name: 'Harbor & Pine Studio',
        referred_at: daysAgo(40),
        state: 'approved',
        spent_minor: toMinor(1_250, currency),
      },
      {
        ...base,
        referred_name: 'Lumen Dental Group',
        referred_at: daysAgo(12),
        state: 'signedUp',
        spent_minor: 0,
      },
      {
        ...base,
        referred_name: 'Quarry Street Bakery',
        referred_at: daysAgo(3),
        state: 'invited',
        spent_minor: 0,
      },
    ])
    .execute();
}
