import type {
  DashboardStatistics as Statistics,
  DashboardFilters as Filters,
} from '@outlay/api-client/schema';
import { describe, expect, it } from 'vitest';
import { COMPANY, DEMO_COMPANIES } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import type { Caller } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

// Today is 5 January 2026 in New York: the month so far is 1 to 5 January, midnight to
// midnight there; the last closed statement is December's, due 21 days after it closed.
const MONTH = { from: '2026-01-01T05:00:00Z', to: '2026-01-06T05:00:00Z' };

const { server, ...callers } = signedInSuite(startDashboardServer, {
  admin: 'admin@demo.outlay.test',
  bookkeeper: 'bookkeeper@demo.outlay.test',
  manager: 'manager@demo.outlay.test',
  employee: 'employee@demo.outlay.test',
});

async function sum(where: string, params: unknown[]): Promise<number> {
  const [row] = await sqlRows<{ total: string }>(
    server.db,
    `SELECT coalesce(sum(e.amount), 0)::text AS total FROM entries e
       LEFT JOIN card_transactions ct ON ct.entry_id = e.id
       LEFT JOIN transfers t ON t.entry_id = e.id
      WHERE ${where}`,
    params,
  );
  return Number(row?.total);
}

async function statistics(caller: Caller): Promise<Statistics> {
  const response = await caller.call(
    'GET',
    '/web/dashboard/get-statistics?startDate=2026-01-01&endDate=2026-01-05',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Statistics>();
}

const inMonth = `e.occurred_at >= '${MONTH.from}' AND e.occurred_at < '${MONTH.to}'`;
const cardSpend = `e.kind = 'card' AND ct.payment_type <> 'settlement'`;

describe('the summary figures', () => {
  it("shows an admin the company's spend of both kinds, the amount due and its date", async () => {
    const figures = await statistics(callers.admin);
    const northwind = DEMO_COMPANIES.find((company) => company.id === COMPANY.northwind);
    const cards = await sum(`e.company_id = $1 AND ${inMonth} AND ${cardSpend}`, [
      COMPANY.northwind,
    ]);
    const payments = await sum(
      `e.company_id = $1 AND ${inMonth} AND e.kind = 'payment' AND t.transfer_status IN ('pending', 'completed')`,
      [COMPANY.northwind],
    );
    // December's statement carries every earlier balance (November's is unpaid, with its
    // penalty): its new balance is every posted card entry before it closed, settlements
    // included, and none has been paid since.
    const december = await sum(
      `e.company_id = $1 AND e.kind = 'card' AND e.state = 'posted'
         AND e.posted_at < '2026-01-01T05:00:00Z'`,
      [COMPANY.northwind],
    );
    expect(figures.totalCardSpend).toBeCloseTo(cards, 2);
    expect(figures.totalPaymentSpend).toBeCloseTo(payments, 2);
    expect(figures.companyPreviousDueAmount).toBeCloseTo(december, 2);
    expect(figures.companyPreviousDueAmount).toBeGreaterThan(0);
    expect(figures.nextPaymentDate).toBe('2026-01-21');
    expect(figures.companyCL).toBe((northwind?.availableSpent ?? 0) + (northwind?.totalSpent ?? 0));
    expect(figures.totalAmount).toBeCloseTo(december + cards + payments, 2);
    expect(figures.currency).toEqual({ alphaCode: 'USD', numericCode: '840' });
  });

  it('shows a bookkeeper the amount due but not payment spend', async () => {
    const figures = await statistics(callers.bookkeeper);
    expect(figures.companyPreviousDueAmount).toBeGreaterThan(0);
    expect(figures.totalPaymentSpend).toBeNull();
    expect(figures.companyCL).not.toBeNull();
  });

  it('shows a manager card spend and the organisation limit, no amount due or payments', async () => {
    const figures = await statistics(callers.manager);
    expect(figures.companyPreviousDueAmount).toBeNull();
    expect(figures.totalPaymentSpend).toBeNull();
    expect(figures.companyCL).not.toBeNull();
    expect(figures.nextPaymentDate).toBe('2026-01-21');
    expect(figures.totalAmount).toBeCloseTo(figures.totalCardSpend, 2);
  });

  it('shows an employee their own spend against their spend limit', async () => {
    const figures = await statistics(callers.employee);
    const [row] = await sqlRows<{ id: number }>(
      server.db,
      `SELECT id FROM users WHERE email = 'employee@demo.outlay.test'`,
    );
    const own = await sum(`e.company_id = $1 AND e.user_id = $2 AND ${inMonth} AND ${cardSpend}`, [
      COMPANY.northwind,
      row?.id,
    ]);
    expect(figures.totalCardSpend).toBeCloseTo(own, 2);
    expect(figures).toMatchObject({
      isSetSpendLimit: true,
      spendLimit: 5000,
      companyCL: null,
      companyPreviousDueAmount: null,
      totalPaymentSpend: null,
    });
  });

  it('says no limit is set for an employee without one', async () => {
    await sqlRows(
      server.db,
      `UPDATE users SET spend_limit = NULL WHERE email = 'employee@demo.outlay.test'`,
    );
    const figures = await statistics(callers.employee);
    expect(figures).toMatchObject({ isSetSpendLimit: false, spendLimit: null });
    await sqlRows(
      server.db,
      `UPDATE users SET spend_limit = 5000 WHERE email = 'employee@demo.outlay.test'`,
    );
  });
});

describe('the filter options', () => {
  async function filters(caller: Caller, page: number): Promise<Filters> {
    const response = await caller.call('GET', `/web/dashboard/filters?page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Filters>();
  }

  it("pages the company's cards 25 at a time, then says there are no more", async () => {
    const [row] = await sqlRows<{ n: string }>(
      server.db,
      'SELECT count(*)::text AS n FROM cards WHERE company_id = $1',
      [COMPANY.northwind],
    );
    const total = Number(row?.n);
    expect(total).toBeGreaterThan(25);
    const first = await filters(callers.admin, 0);
    expect(first.cards).toHaveLength(25);
    expect(first.hasMoreRecords).toBe(true);
    const seen = [...first.cards];
    let page = 1;
    for (let more = first.hasMoreRecords; more; page += 1) {
      const next = await filters(callers.admin, page);
      seen.push(...next.cards);
      more = next.hasMoreRecords;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((card) => card.id)).size).toBe(total);
    expect(first.cardTypes.sort()).toEqual(['physical', 'virtual']);
    expect(first.users.map((user) => user.id)).toContain(callers.employee.session.userId);
  });

  it('answers the cards a view already filters by, whatever their page, within scope', async () => {
    const cards = await sqlRows<{ id: number; company_id: number; email: string }>(
      server.db,
      `SELECT c.id, c.company_id, u.email FROM cards c JOIN users u ON u.id = c.user_id
        ORDER BY c.company_id, c.name DESC, c.id DESC`,
    );
    // The last card of Northwind's last page, someone else's card, and another company's.
    const northwind = cards.filter((card) => card.company_id === COMPANY.northwind);
    const last = northwind[0];
    const notEthans = northwind.find((card) => card.email !== 'employee@demo.outlay.test');
    const elsewhere = cards.find((card) => card.company_id !== COMPANY.northwind);
    if (!last || !notEthans || !elsewhere) throw new Error('the seed lacks cards');
    const ids = [last.id, elsewhere.id];
    const query = ids.map((id) => `selectedCards=${id}`).join('&');

    const response = await callers.admin.call('GET', `/web/dashboard/filters?page=0&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json<Filters>();
    expect(options.cards.map((card) => card.id)).not.toContain(last.id);
    expect(options.selectedCards?.map((card) => card.id)).toEqual([last.id]);

    const one = await callers.admin.call('GET', `/web/dashboard/filters?selectedCards=${last.id}`);
    expect(one.json<Filters>().selectedCards?.map((card) => card.id)).toEqual([last.id]);

    const employee = await callers.employee.call(
      'GET',
      `/web/dashboard/filters?selectedCards=${notEthans.id}`,
    );
    expect(employee.json<Filters>().selectedCards).toEqual([]);
    expect((await filters(callers.admin, 0)).selectedCards).toBeUndefined();
  });

  it('gives an employee only their own cards and no one to filter by', async () => {
    const own = await filters(callers.employee, 0);
    expect(own.users).toEqual([]);
    expect(own.cards.length).toBeGreaterThan(0);
    for (const card of own.cards) expect(card.user.firstName).toBe('Ethan');
    expect(own.hasMoreRecords).toBe(false);
  });
});
