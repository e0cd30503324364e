import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_USERS, COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import type { TestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

// The dashboard's demo data (issue 6): enough of every kind of entry that each filter, status
// label and drawer variant can be tried on Northwind.

let server: TestServer;

beforeAll(async () => {
  server = await startDashboardServer();
}, 120_000);
afterAll(() => server.close());

async function values(sql: string, params: unknown[] = [COMPANY.northwind]): Promise<string[]> {
  const rows = await sqlRows<{ value: string }>(server.db, sql, params);
  return rows.map((row) => row.value).sort();
}

describe('the demo seed', () => {
  it('gives Northwind at least 5,000 entries over the 18 months before the seed date', async () => {
    const [row] = await sqlRows<{ n: number; months: number; last_days: number }>(
      server.db,
      `SELECT count(*)::int AS n,
              (extract(year FROM age(max(occurred_at), min(occurred_at))) * 12
                + extract(month FROM age(max(occurred_at), min(occurred_at))))::int AS months,
              -- The default view, Last 30 days before the seed date, has plenty to show.
              count(*) FILTER (WHERE occurred_at >= '2025-12-07T05:00:00Z'
                                 AND occurred_at < '2026-01-06T05:00:00Z')::int AS last_days
         FROM entries WHERE company_id = $1 AND kind <> 'loan'`,
      [COMPANY.northwind],
    );
    expect(row?.n).toBeGreaterThanOrEqual(5000);
    expect(row?.months).toBeGreaterThanOrEqual(17);
    expect(row?.last_days).toBeGreaterThan(100);
  });

  it('has card entries of every payment type and sub type, both ways, pending and posted', async () => {
    expect(
      await values(
        'SELECT DISTINCT payment_type AS value FROM card_transactions WHERE company_id = $1',
      ),
    ).toEqual(
      [
        'ach-rpps',
        'adjustment',
        'cards',
        'cashback',
        'late-payment-penalty',
        'paper-bill',
        'settlement',
      ].sort(),
    );
    expect(
      await values(
        `SELECT DISTINCT sub_payment_type AS value FROM card_transactions
          WHERE company_id = $1 AND sub_payment_type IS NOT NULL`,
      ),
    ).toEqual(['IOF', 'cashback', 'referral'].sort());
    expect(
      await values(
        'SELECT DISTINCT transaction_type AS value FROM card_transactions WHERE company_id = $1',
      ),
    ).toEqual(['credit', 'debit']);
    expect(
      await values(
        'SELECT DISTINCT transaction_status AS value FROM card_transactions WHERE company_id = $1',
      ),
    ).toEqual(['pending', 'posted']);
    const local = await values(
      `SELECT DISTINCT local_currency AS value FROM card_transactions
        WHERE company_id = $1 AND local_currency IS NOT NULL`,
    );
    expect(local.length).toBeGreaterThanOrEqual(3);
    const [withReceipts] = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM entries
        WHERE company_id = $1 AND kind = 'card' AND receipt_count > 0`,
      [COMPANY.northwind],
    );
    expect(withReceipts?.n).toBeGreaterThan(50);
  });

  it('has transfers of every status on both rails, and instalments of every type of both loans', async () => {
    expect(
      await values('SELECT DISTINCT transfer_status AS value FROM transfers WHERE company_id = $1'),
    ).toEqual(['completed', 'failed', 'pending', 'refund']);
    const rails = await values(
      'SELECT DISTINCT payment_type AS value FROM transfers WHERE company_id = $1',
    );
    expect(rails).toEqual(expect.arrayContaining(['RouteFusion', 'STP']));
    expect(
      await values(
        'SELECT DISTINCT payment_type AS value FROM loan_instalments WHERE company_id = $1',
      ),
    ).toEqual(['VAT', 'interest', 'none', 'originationFee', 'principal'].sort());
    expect(await values('SELECT DISTINCT flag AS value FROM loans WHERE company_id = $1')).toEqual([
      'GROWTH',
      'WC',
    ]);
  });

  it('gives every Northwind cardholder entries, and the other companies a few hundred', async () => {
    const idle = await sqlRows<{ email: string }>(
      server.db,
      `SELECT u.email FROM users u
        WHERE u.company_id = $1 AND u.role = 'employee' AND u.status = 'active'
          AND EXISTS (SELECT 1 FROM cards c WHERE c.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.user_id = u.id)
          -- The cards walk-through's users get new cards after the entries are made.
          AND u.id <> ALL($2::int[])`,
      [COMPANY.northwind, CARD_USERS.map((user) => user.id)],
    );
    expect(idle).toEqual([]);
    const others = await sqlRows<{ company_id: number; n: number }>(
      server.db,
      `SELECT company_id, count(*)::int AS n FROM entries
        WHERE company_id <> $1 AND company_id = ANY($2::int[]) GROUP BY company_id`,
      [COMPANY.northwind, [COMPANY.mexico, COMPANY.canada, COMPANY.uk]],
    );
    expect(others).toHaveLength(3);
    for (const company of others) expect(company.n).toBeGreaterThanOrEqual(100);
  });
});
