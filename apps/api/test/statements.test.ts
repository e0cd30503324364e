// Statements (issue 41 #1): the cycle arithmetic from the entries, in integer minor units, at
// the company's midnight; closed statements kept as they closed; the list and files as the
// admin and the bookkeeper read them.
import type { Statement, StatementList, DashboardStatistics } from '@outlay/api-client/schema';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import { cycleFigures } from '../src/statements/cycle-figures.js';
import { createStatements, statementCompanyOf } from '../src/statements/statements.js';
import { startDashboardServer } from './support/dashboard.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin, bookkeeper, manager } = signedInSuite(startDashboardServer, {
  admin: 'admin@demo.outlay.test',
  bookkeeper: 'bookkeeper@demo.outlay.test',
  manager: 'manager@demo.outlay.test',
});

let nextEntry = 9_000_000;

/** A posted card entry of `companyId`: a purchase (positive) or a credit (negative). */
async function addEntry(
  companyId: number,
  entry: {
    postedAt: string;
    amount: string;
    paymentType?: string;
    currency?: string;
    transactionAmount?: string;
  },
) {
  nextEntry += 1;
  const [company] = await sqlRows<{ platform_currency: string }>(
    server.db,
    'SELECT platform_currency FROM companies WHERE id = $1',
    [companyId],
  );
  const credit = entry.amount.startsWith('-');
  await sqlRows(
    server.db,
    `INSERT INTO entries (id, company_id, kind, occurred_at, posted_at, state, amount, title, search)
     VALUES ($1, $2, 'card', $3, $3, 'posted', $4, 'Test entry', to_tsvector('simple', 'test'))`,
    [nextEntry, companyId, entry.postedAt, entry.amount],
  );
  await sqlRows(
    server.db,
    `INSERT INTO card_transactions (entry_id, company_id, payment_type, transaction_type,
       transaction_status, transaction_amount, currency)
     VALUES ($1, $2, $3, $4, 'posted', $5, $6)`,
    [
      nextEntry,
      companyId,
      entry.paymentType ?? 'cards',
      credit ? 'credit' : 'debit',
      entry.transactionAmount ?? entry.amount.replace('-', ''),
      entry.currency ?? company?.platform_currency,
    ],
  );
}

async function listOf(caller: typeof admin): Promise<Statement[]> {
  const response = await caller.call('GET', '/web/statement/list');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StatementList>().statements;
}

describe('the cycle arithmetic', () => {
  it('counts a purchase at 23:59 on the closing day in the company time zone, and refunds', async () => {
    // The UK company: London is on GMT in December, so 23:59 on the 31st is 23:59Z.
    const company = await statementCompanyOf(server.db, COMPANY.uk);
    const december = { startDate: '2025-12-01', endDate: '2025-12-31' };
    const january = { startDate: '2026-01-01', endDate: '2026-01-31' };
    const before = (await cycleFigures(server.db, company, december)).get('GBP');
    const beforeNext = (await cycleFigures(server.db, company, january)).get('GBP');
    await addEntry(COMPANY.uk, { postedAt: '2025-12-31T23:59:00Z', amount: '12.34' });
    await addEntry(COMPANY.uk, { postedAt: '2026-01-01T00:00:00Z', amount: '100.00' });
    await addEntry(COMPANY.uk, { postedAt: '2025-12-15T10:00:00Z', amount: '-5.01' });
    await addEntry(COMPANY.uk, {
      postedAt: '2025-12-20T10:00:00Z',
      amount: '39.00',
      paymentType: 'late-payment-penalty',
    });
    const after = (await cycleFigures(server.db, company, december)).get('GBP');
    const afterNext = (await cycleFigures(server.db, company, january)).get('GBP');
    expect((after?.purchases ?? 0) - (before?.purchases ?? 0)).toBe(1234);
    expect((after?.paymentsCredits ?? 0) - (before?.paymentsCredits ?? 0)).toBe(501);
    expect((after?.fees ?? 0) - (before?.fees ?? 0)).toBe(3900);
    expect((after?.net ?? 0) - (before?.net ?? 0)).toBe(1234 - 501 + 3900);
    expect((afterNext?.purchases ?? 0) - (beforeNext?.purchases ?? 0)).toBe(10_000);
  });

  it('gives a split-billing company one statement per currency', async () => {
    // Colombia: billed in COP and USD; an entry charged in USD is on the USD statement alone.
    await sqlRows(
      server.db,
      `UPDATE companies SET billing_method = 'split', billing_currency = 'USD' WHERE id = $1`,
      [COMPANY.colombia],
    );
    const company = await statementCompanyOf(server.db, COMPANY.colombia);
    expect(company.currencies).toEqual(['COP', 'USD']);
    const cycle = { startDate: '2025-12-01', endDate: '2025-12-31' };
    const before = await cycleFigures(server.db, company, cycle);
    await addEntry(COMPANY.colombia, {
      postedAt: '2025-12-10T15:00:00Z',
      amount: '41000.00',
      currency: 'USD',
      transactionAmount: '10.25',
    });
    await addEntry(COMPANY.colombia, {
      postedAt: '2025-12-11T15:00:00Z',
      amount: '-4100.00',
      currency: 'USD',
      transactionAmount: '1.00',
    });
    const after = await cycleFigures(server.db, company, cycle);
    expect((after.get('USD')?.purchases ?? 0) - (before.get('USD')?.purchases ?? 0)).toBe(1025);
    expect(
      (after.get('USD')?.paymentsCredits ?? 0) - (before.get('USD')?.paymentsCredits ?? 0),
    ).toBe(100);
    expect(after.get('COP')).toEqual(before.get('COP'));
    const statements = await createStatements(server.db, server.clock).list(COMPANY.colombia);
    const december = statements.filter((statement) => statement.periodStart === '2025-12-01');
    expect(december.map((statement) => statement.currency).sort()).toEqual(['COP', 'USD']);
  });

  it('keeps a closed statement as it closed: a late entry changes nothing, an update is refused', async () => {
    const statements = createStatements(server.db, server.clock);
    const [, closed] = await statements.list(COMPANY.eu);
    expect(closed?.state).not.toBe('open');
    await addEntry(COMPANY.eu, {
      postedAt: `${closed?.closingDate ?? ''}T12:00:00Z`,
      amount: '999.99',
    });
    const again = (await statements.list(COMPANY.eu)).find((s) => s.id === closed?.id);
    expect(again?.newBalance).toBe(closed?.newBalance);
    await expect(
      sqlRows(
        server.db,
        'UPDATE statements SET fees_minor = fees_minor + 1 WHERE company_id = $1',
        [COMPANY.eu],
      ),
    ).rejects.toThrow(/never changes/);
  });
});

describe("Northwind's statements", () => {
  it('lists every cycle newest first, each balance carried to the next, the open one first', async () => {
    const list = await listOf(admin);
    expect(list[0]?.state).toBe('open');
    const closed = list.slice(1);
    expect(closed.length).toBeGreaterThanOrEqual(17);
    for (const [index, statement] of closed.entries()) {
      expect(statement.newBalance).toBe(
        statement.previousBalance +
          statement.purchases -
          statement.paymentsAndCredits +
          statement.feesAndPenalties,
      );
      const older = closed[index + 1];
      if (older) {
        expect(older.periodStart < statement.periodStart).toBe(true);
        expect(statement.previousBalance).toBe(older.newBalance);
      }
    }
  });

  it('has December due, November overdue with its penalty in December, the older ones paid', async () => {
    const list = await listOf(bookkeeper);
    const december = list.find((statement) => statement.id === '2025-12-01-USD');
    const november = list.find((statement) => statement.id === '2025-11-01-USD');
    expect(december).toMatchObject({
      state: 'due',
      dueDate: '2026-01-21',
      closingDate: '2025-12-31',
    });
    expect(november?.state).toBe('overdue');
    expect(december?.feesAndPenalties).toBeGreaterThanOrEqual(3900);
    expect(december?.amountDue).toBe(december?.newBalance);
    expect(december?.previousBalance).toBe(november?.newBalance);
    const older = list.filter((statement) => statement.periodStart < '2025-11-01');
    expect(older.length).toBeGreaterThan(10);
    expect(
      older.every((statement) => statement.state === 'paid' || statement.state === 'closed'),
    ).toBe(true);
    expect(older.some((statement) => statement.state === 'paid')).toBe(true);
  });

  it("is what the dashboard's Amount Due and Due Date show", async () => {
    const [december] = (await listOf(admin)).slice(1);
    const response = await admin.call(
      'GET',
      '/web/dashboard/get-statistics?startDate=2026-01-01&endDate=2026-01-05',
    );
    const figures = response.json<DashboardStatistics>();
    expect(Math.round((figures.companyPreviousDueAmount ?? 0) * 100)).toBe(december?.amountDue);
    expect(figures.nextPaymentDate).toBe(december?.dueDate);
  });

  it('is refused to a manager', async () => {
    expect((await manager.call('GET', '/web/statement/list')).statusCode).toBe(404);
  });

  it('downloads a CSV whose totals and entries equal the statement on screen to the cent', async () => {
    const december = (await listOf(admin)).find((statement) => statement.id === '2025-12-01-USD');
    const link = await admin.call('GET', '/web/statement/2025-12-01-USD/download?format=csv');
    expect(link.statusCode, link.body).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const rows = file.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const cents = (label: string) => {
      const row = rows.find((cells) => cells[0] === label);
      return Math.round(Number(row?.[1]) * 100);
    };
    expect(cents('Previous balance')).toBe(december?.previousBalance);
    expect(cents('Purchases')).toBe(december?.purchases);
    expect(cents('Payments and credits')).toBe(december?.paymentsAndCredits);
    expect(cents('Fees and penalties')).toBe(december?.feesAndPenalties);
    expect(cents('New balance')).toBe(december?.newBalance);
    expect(cents('Amount due')).toBe(december?.amountDue);
    const header = rows.findIndex((cells) => cells[0] === 'Posted');
    const lines = rows.slice(
      header + 1,
      rows.findIndex((cells, index) => index > header && cells.length === 1),
    );
    expect(lines).toHaveLength(december?.entryCount ?? -1);
    const sum = lines.reduce((total, cells) => total + Math.round(Number(cells.at(-1)) * 100), 0);
    expect(sum).toBe((december?.newBalance ?? 0) - (december?.previousBalance ?? 0));
  });

  it('downloads a PDF, and refuses a link signed for another statement', async () => {
    const link = await bookkeeper.call('GET', '/web/statement/2025-12-01-USD/download?format=pdf');
    const url = link.json<{ url: string }>().url;
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = await server.app.inject({
      method: 'GET',
      url: url.replace('2025-12-01', '2025-11-01'),
    });
    expect(forged.statusCode).toBe(403);
  });
});
