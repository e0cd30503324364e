// Pay now (issue 41 #3): 16 identical requests at once make one payment; the statement is paid,
// with its settlement entry, once the bank's sandbox confirms on the job queue. On Postgres the
// requests race on separate connections; on PGlite they queue on its one connection.
import type { Statement, StatementPayment } from '@outlay/api-client/schema';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import { actionCodeFor } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin, bookkeeper } = signedInSuite(startDashboardServer, {
  admin: 'admin@demo.outlay.test',
  bookkeeper: 'bookkeeper@demo.outlay.test',
});
const PARALLEL = 16;
const DECEMBER = '2025-12-01-USD';

async function statement(): Promise<Statement> {
  const response = await admin.call('GET', `/web/statement/${DECEMBER}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Statement>();
}

async function accountId(): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    server.db,
    `SELECT id FROM autopay_bank_accounts WHERE company_id = $1 AND currency = 'USD'`,
    [COMPANY.northwind],
  );
  return row?.id ?? 0;
}

describe(`Pay now (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('is refused to a bookkeeper', async () => {
    const response = await bookkeeper.call('POST', `/web/statement/${DECEMBER}/pay-now`, {
      accountId: await accountId(),
      amount: 100,
      actionCode: 'x'.repeat(43),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses more than the amount due, and a code for another action', async () => {
    const due = (await statement()).amountDue;
    const tooMuch = await admin.call('POST', `/web/statement/${DECEMBER}/pay-now`, {
      accountId: await accountId(),
      amount: due + 1,
      actionCode: await actionCodeFor(server.app, admin, 'admin@demo.outlay.test', 'PAY_STATEMENT'),
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    const wrongCode = await admin.call('POST', `/web/statement/${DECEMBER}/pay-now`, {
      accountId: await accountId(),
      amount: due,
      actionCode: await actionCodeFor(server.app, admin, 'admin@demo.outlay.test', 'DELETE_USER'),
    });
    expect(wrongCode.statusCode, wrongCode.body).toBe(400);
    expect((await statement()).payment).toBeNull();
  });

  it(`makes one payment of ${PARALLEL} requests at once, and the statement paid when the bank confirms`, async () => {
    const before = await statement();
    expect(before.state).toBe('due');
    const code = await actionCodeFor(server.app, admin, 'admin@demo.outlay.test', 'PAY_STATEMENT');
    const id = await accountId();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        admin.call('POST', `/web/statement/${DECEMBER}/pay-now`, {
          accountId: id,
          amount: before.amountDue,
          actionCode: code,
        }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 202);
    expect(accepted).toHaveLength(1);
    expect(
      responses.every((r) => r.statusCode === 202 || r.statusCode === 409 || r.statusCode === 400),
    ).toBe(true);
    const payment = accepted[0]?.json<StatementPayment>();
    expect(payment).toMatchObject({ amount: before.amountDue, status: 'pending' });
    const rows = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM statement_payments WHERE company_id = $1',
      [COMPANY.northwind],
    );
    expect(rows[0]?.n).toBe(1);
    const paid = await waitFor(async () => {
      const now = await statement();
      return now.state === 'paid' ? now : undefined;
    });
    expect(paid.payment?.status).toBe('confirmed');
    expect(paid.amountDue).toBe(0);
    expect(paid.paidSinceClose).toBe(before.amountDue);
    // The closed figures did not move; the settlement is an entry of the open cycle.
    expect(paid.newBalance).toBe(before.newBalance);
    const settlements = await sqlRows<{ amount: string }>(
      server.db,
      `SELECT e.amount::text AS amount FROM statement_payments p JOIN entries e ON e.id = p.entry_id
         JOIN card_transactions ct ON ct.entry_id = e.id AND ct.payment_type = 'settlement'
        WHERE p.company_id = $1`,
      [COMPANY.northwind],
    );
    expect(settlements.map((row) => Math.round(Number(row.amount) * 100))).toEqual([
      -before.amountDue,
    ]);
  });
});
