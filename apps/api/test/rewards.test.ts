// Rewards (issue 35): cashback per statement cycle from the card entries at the company's rate
// by merchant category, in integer minor units; redeeming it as a statement credit (a Cashback
// adjustment entry, cancellable while the issuer holds it) or to an AutoPay account; and 16
// redemptions of the whole balance at once taking it exactly once. On Postgres the requests
// race on separate connections; on PGlite they queue on its one connection. The companies
// referred, each with what it still needs before the credit is paid (a Referral entry).
import type { RewardRedemption, Rewards } from '@outlay/api-client/schema';
import { toMinor } from '@outlay/rules';
import { describe, expect, it } from 'vitest';
import { cashbackOf, categoryOfMcc } from '../src/rewards/cashback.js';
import { needsOf } from '../src/rewards/referrals.js';
import { NORTHWIND_REWARD_RATES } from '../src/seed/rewards.js';
import { COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import { actionCodeFor } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const ADMIN = 'admin@demo.outlay.test';
const { server, admin, bookkeeper } = signedInSuite(startDashboardServer, {
  admin: ADMIN,
  bookkeeper: 'bookkeeper@demo.outlay.test',
});
const PARALLEL = 16;
const RATES = new Map(Object.entries(NORTHWIND_REWARD_RATES)) as Parameters<typeof cashbackOf>[1];

async function rewards(): Promise<Rewards> {
  const response = await admin.call('GET', '/web/rewards');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Rewards>();
}

const code = () => actionCodeFor(server.app, admin, ADMIN, 'REDEEM_REWARDS');

describe('cashback arithmetic', () => {
  it('sorts merchants into categories by MCC', () => {
    expect(categoryOfMcc('3001')).toBe('travel');
    expect(categoryOfMcc('7011')).toBe('travel');
    expect(categoryOfMcc('5812')).toBe('dining');
    expect(categoryOfMcc('7372')).toBe('software');
    expect(categoryOfMcc('5542')).toBe('fuel');
    expect(categoryOfMcc('5411')).toBe('other');
  });

  it('rounds each category down once, on its net spend, and earns nothing on a net refund', () => {
    const { totalMinor, categories } = cashbackOf(
      [
        { mcc: '3001', minor: 33_333 }, // travel 3%: 999.99 of 333.33
        { mcc: '4511', minor: 33_334 }, // travel again: 666.67 at 3% = 2000.01 -> 2000
        { mcc: '5812', minor: 1_999 }, // dining 1.5%: 29.985 -> 29
        { mcc: '5734', minor: -5_000 }, // software refunded, nothing bought: 0, not negative
        { mcc: '5411', minor: 99 }, // other 1%: 0.99 -> 0
      ],
      RATES,
    );
    expect(categories.find((category) => category.category === 'travel')).toEqual({
      category: 'travel',
      spendMinor: 66_667,
      cashbackMinor: 2_000,
    });
    expect(totalMinor).toBe(2_000 + 29 + 0 + 0);
    expect(cashbackOf([{ mcc: '5411', minor: 10_000 }], new Map()).totalMinor).toBe(0);
  });
});

describe('what a referred company still needs', () => {
  it('signs up, is approved, then spends the required amount; a paid one needs nothing', () => {
    const spend = { spentMinor: 0, requiredSpendMinor: 500_000 };
    expect(needsOf({ state: 'invited', ...spend })).toEqual(['signUp', 'approval', 'spend']);
    expect(needsOf({ state: 'signedUp', ...spend })).toEqual(['approval', 'spend']);
    expect(needsOf({ state: 'approved', ...spend, spentMinor: 499_999 })).toEqual(['spend']);
    expect(needsOf({ state: 'approved', ...spend, spentMinor: 500_000 })).toEqual([]);
    expect(needsOf({ state: 'paid', ...spend })).toEqual([]);
  });
});

describe(`Rewards (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('lists the companies referred, newest first, each with what it still needs', async () => {
    const { referrals } = await rewards();
    expect(referrals.map((row) => [row.companyName, row.state, row.needs])).toEqual([
      ['Quarry Street Bakery', 'invited', ['signUp', 'approval', 'spend']],
      ['Lumen Dental Group', 'signedUp', ['approval', 'spend']],
      ['Harbor & Pine Studio', 'approved', ['spend']],
      ['Bluebird Logistics', 'paid', []],
    ]);
    const paid = referrals.find((row) => row.state === 'paid');
    expect(paid?.credit).toBe(50_000);
    // The credit paid is a Referral entry of the dashboard.
    const [entry] = await sqlRows<{ sub: string; company: number }>(
      server.db,
      `SELECT ct.sub_payment_type AS sub, e.company_id AS company FROM entries e
         JOIN card_transactions ct ON ct.entry_id = e.id WHERE e.id = $1`,
      [paid?.entryId],
    );
    expect(entry).toEqual({ sub: 'referral', company: COMPANY.northwind });
  });

  it('is refused to a bookkeeper', async () => {
    expect((await bookkeeper.call('GET', '/web/rewards')).statusCode).toBe(404);
    const apply = await bookkeeper.call('POST', '/web/rewards/apply', {
      amount: 1,
      destination: 'statement',
      actionCode: 'x'.repeat(43),
    });
    expect(apply.statusCode).toBe(404);
  });

  it('earns each closed cycle’s cashback once, from its posted card purchases', async () => {
    const first = await rewards();
    const again = await rewards();
    expect(again.available).toBe(first.available);
    const cashback = first.history.filter((row) => row.kind === 'cashback');
    expect(cashback.length).toBeGreaterThan(0);
    expect(first.available).toBe(cashback.reduce((sum, row) => sum + row.amount, 0));
    expect(first.earned).toBe(first.available);
    const stored = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM reward_ledger WHERE company_id = $1 AND kind = 'cashback'`,
      [COMPANY.northwind],
    );
    expect(stored[0]?.n).toBeGreaterThanOrEqual(cashback.length);
    // One cycle recomputed here from its entries, by MCC, with the same rounding.
    const cycle = cashback[0];
    const spend = await sqlRows<{ mcc: string; total: string }>(
      server.db,
      `SELECT m.mcc, sum(e.amount)::text AS total FROM entries e
         JOIN card_transactions ct ON ct.entry_id = e.id AND ct.payment_type = 'cards'
         JOIN merchants m ON m.id = ct.merchant_id
        WHERE e.company_id = $1 AND e.state = 'posted'
          AND (e.posted_at AT TIME ZONE 'America/New_York')::date BETWEEN $2 AND $3
        GROUP BY m.mcc`,
      [COMPANY.northwind, cycle?.periodStart, cycle?.closingDate],
    );
    const expected = cashbackOf(
      spend.map((row) => ({ mcc: row.mcc, minor: toMinor(row.total, 'USD') })),
      RATES,
    ).totalMinor;
    expect(cycle?.amount).toBe(expected);
    expect(first.rates.map((rate) => rate.category)).toEqual([
      'travel',
      'dining',
      'software',
      'fuel',
      'other',
    ]);
  });

  it('refuses more than the balance, and a code for another action', async () => {
    const { available } = await rewards();
    const tooMuch = await admin.call('POST', '/web/rewards/apply', {
      amount: available + 1,
      destination: 'statement',
      actionCode: await code(),
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    const wrongCode = await admin.call('POST', '/web/rewards/apply', {
      amount: 1,
      destination: 'statement',
      actionCode: await actionCodeFor(server.app, admin, ADMIN, 'PAY_STATEMENT'),
    });
    expect(wrongCode.statusCode, wrongCode.body).toBe(400);
    expect((await rewards()).redemptions).toEqual([]);
  });

  it('cancels a statement credit the issuer still holds: its amount is back', async () => {
    const before = await rewards();
    const applied = await admin.call('POST', '/web/rewards/apply', {
      amount: 100,
      destination: 'statement',
      actionCode: await code(),
    });
    expect(applied.statusCode, applied.body).toBe(202);
    const redemption = applied.json<RewardRedemption>();
    expect((await rewards()).available).toBe(before.available - 100);
    const cancelled = await admin.call('POST', `/web/rewards/redemption/${redemption.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<RewardRedemption>().status).toBe('cancelled');
    const after = await rewards();
    expect(after.available).toBe(before.available);
    expect(after.history.slice(0, 2).map((row) => [row.kind, row.amount])).toEqual([
      ['reversal', 100],
      ['redemption', -100],
    ]);
    const again = await admin.call('POST', `/web/rewards/redemption/${redemption.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect((await admin.call('POST', '/web/rewards/redemption/999999/cancel')).statusCode).toBe(
      404,
    );
    // The hold ends: the job finds it cancelled and posts nothing.
    await waitFor(async () => {
      const rows = await sqlRows<{ state: string }>(
        server.db,
        `SELECT state FROM background_jobs WHERE company_id = $1 AND subject_kind = 'reward-redemption'
           AND subject_id = $2`,
        [COMPANY.northwind, String(redemption.id)],
      );
      return rows[0]?.state === 'completed' ? true : undefined;
    });
    const rows = await sqlRows<{ status: string; entry_id: number | null }>(
      server.db,
      'SELECT status, entry_id FROM reward_redemptions WHERE company_id = $1 AND id = $2',
      [COMPANY.northwind, redemption.id],
    );
    expect(rows).toEqual([{ status: 'cancelled', entry_id: null }]);
  });

  it(`takes the balance once of ${PARALLEL} redemptions at once, and credits the statement`, async () => {
    const before = await rewards();
    expect(before.available).toBeGreaterThan(0);
    const actionCode = await code();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        admin.call('POST', '/web/rewards/apply', {
          amount: before.available,
          destination: 'statement',
          actionCode,
        }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 202);
    expect(accepted).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 202 || r.statusCode === 409)).toBe(true);
    const redemption = accepted[0]?.json<RewardRedemption>();
    expect(redemption).toMatchObject({ amount: before.available, status: 'pending' });
    expect((await rewards()).available).toBe(0);
    const applied = await waitFor(async () => {
      const now = await rewards();
      const found = now.redemptions.find((row) => row.id === redemption?.id);
      return found?.status === 'applied' ? now : undefined;
    });
    expect(applied.available).toBe(0);
    const entries = await sqlRows<{ amount: string; title: string }>(
      server.db,
      `SELECT e.amount::text AS amount, e.title FROM reward_redemptions r
         JOIN entries e ON e.id = r.entry_id AND e.company_id = r.company_id
         JOIN card_transactions ct ON ct.entry_id = e.id
        WHERE r.company_id = $1 AND ct.payment_type = 'adjustment'
          AND ct.sub_payment_type = 'cashback'`,
      [COMPANY.northwind],
    );
    expect(entries.map((row) => [toMinor(row.amount, 'USD'), row.title])).toEqual([
      [-before.available, 'Cashback'],
    ]);
  });

  it('keeps the ledger append-only', async () => {
    await expect(
      sqlRows(server.db, 'UPDATE reward_ledger SET amount_minor = 0 WHERE company_id = $1', [
        COMPANY.northwind,
      ]),
    ).rejects.toThrow(/append-only/);
  });
});
