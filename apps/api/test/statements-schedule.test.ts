// Statements on the job queue (issue 41): each company's sweep is queued for its midnight and
// closes the cycle that just ended (a purchase at 23:59 on the closing day included); on the due
// date it debits the amount due from the verified AutoPay account, once however many sweeps run
// at once; a refused debit makes the statement overdue, tells the admins, and posts one
// late-payment penalty after the grace day. The sweeps are run as the midnight job runs them.
import type { Statement } from '@outlay/api-client/schema';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import { statementServiceOf } from '../src/statements/service.js';
import { SWEEP_QUEUE } from '../src/statements/autopay.js';
import { startDashboardServer } from './support/dashboard.js';
import { onPostgres } from './support/test-db.js';
import { type Caller, callerFor } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';
import { waitFor } from './support/wait-for.js';

// No one signed in up front: the admin signs in as the clock moves (adminNow).
const { server } = signedInSuite(startDashboardServer, {});

const sweep = (companyId: number) => statementServiceOf(server.services).autopay.sweep(companyId);

/** Moves the suite's clock to `iso` (forward only: the statements are read in order). */
function clockAt(iso: string) {
  const target = new Date(iso).getTime();
  const now = server.clock.now().getTime();
  expect(target).toBeGreaterThanOrEqual(now);
  server.clock.advance(target - now);
}

let reader: { signedInAt: number; caller: Caller } | undefined;

/** The admin, signed in again once the clock has moved past the last sign-in's token. */
async function adminNow(): Promise<Caller> {
  const now = server.clock.now().getTime();
  if (reader?.signedInAt !== now) {
    reader = { signedInAt: now, caller: await callerFor(server.app, 'admin@demo.outlay.test') };
  }
  return reader.caller;
}

async function statement(id: string): Promise<Statement> {
  const response = await (await adminNow()).call('GET', `/web/statement/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Statement>();
}

async function setAccountNumber(accountNumber: string) {
  await sqlRows(
    server.db,
    `UPDATE autopay_bank_accounts SET account_number = $2
      WHERE company_id = $1 AND currency = 'USD' AND auto_debit`,
    [COMPANY.northwind, accountNumber],
  );
}

async function autopayDebits(id: string) {
  return sqlRows<{ status: string; amount_minor: number }>(
    server.db,
    `SELECT p.status, p.amount_minor FROM statement_payments p
       JOIN statements s ON s.id = p.statement_id AND s.company_id = p.company_id
      WHERE p.company_id = $1 AND p.source = 'autopay'
        AND s.period_start || '-' || s.currency = $2`,
    [COMPANY.northwind, id],
  );
}

const penalties = async () =>
  sqlRows<{ amount: string; currency: string; posted_at: Date }>(
    server.db,
    `SELECT e.amount::text AS amount, ct.currency, e.posted_at FROM entries e
       JOIN card_transactions ct ON ct.entry_id = e.id AND ct.company_id = e.company_id
      WHERE e.company_id = $1 AND ct.payment_type = 'late-payment-penalty' AND e.posted_at > $2`,
    [COMPANY.northwind, '2026-01-05T00:00:00Z'],
  );

let nextEntry = 9_500_000;

async function addPurchase(companyId: number, postedAt: string, amount: string, currency: string) {
  nextEntry += 1;
  await sqlRows(
    server.db,
    `INSERT INTO entries (id, company_id, kind, occurred_at, posted_at, state, amount, title, search)
     VALUES ($1, $2, 'card', $3, $3, 'posted', $4, 'Late purchase', to_tsvector('simple', 'late'))`,
    [nextEntry, companyId, postedAt, amount],
  );
  await sqlRows(
    server.db,
    `INSERT INTO card_transactions (entry_id, company_id, payment_type, transaction_type,
       transaction_status, transaction_amount, currency)
     VALUES ($1, $2, 'cards', 'debit', 'posted', $3, $4)`,
    [nextEntry, companyId, amount, currency],
  );
}

describe(`statements on the job queue (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it("queues each company's sweep for its own next midnight, one chain each", async () => {
    const rows = await sqlRows<{ company_id: number; run_at: Date; state: string }>(
      server.db,
      `SELECT s.company_id, s.run_at, j.state FROM statement_sweeps s
         JOIN background_jobs j ON j.id = s.job_id AND j.company_id = s.company_id
        WHERE j.queue = $1 ORDER BY s.company_id`,
      [SWEEP_QUEUE],
    );
    const byCompany = new Map(rows.map((row) => [row.company_id, row]));
    // The seed's now is 2026-01-05 09:00Z: New York's next midnight is 05:00Z the next day,
    // Mexico City's 06:00Z, London's 00:00Z.
    expect(byCompany.get(COMPANY.northwind)?.run_at.toISOString()).toBe('2026-01-06T05:00:00.000Z');
    expect(byCompany.get(COMPANY.mexico)?.run_at.toISOString()).toBe('2026-01-06T06:00:00.000Z');
    expect(byCompany.get(COMPANY.uk)?.run_at.toISOString()).toBe('2026-01-06T00:00:00.000Z');
    expect(rows.every((row) => row.state === 'queued')).toBe(true);
    // A second server starting on the same data starts no second chain.
    await statementServiceOf(server.services).autopay.scheduleAll();
    const [count] = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM background_jobs WHERE queue = $1 AND state = 'queued'`,
      [SWEEP_QUEUE],
    );
    expect(count?.n).toBe(rows.length);
  });

  it('says AutoPay will debit the amount due on the due date, then debits it once', async () => {
    const december = '2025-12-01-USD';
    const before = await statement(december);
    expect(before.state).toBe('due');
    expect(before.autopay).toEqual({
      status: 'scheduled',
      amount: before.amountDue,
      date: '2026-01-21',
      account: { bankName: 'Chase', lastFour: '6789' },
    });
    // The day before its due date nothing is debited.
    clockAt('2026-01-21T04:59:00Z');
    expect((await sweep(COMPANY.northwind)).debits).toBe(0);
    clockAt('2026-01-21T05:00:01Z');
    expect((await sweep(COMPANY.northwind)).debits).toBe(1);
    const paid = await waitFor(async () => {
      const now = await statement(december);
      return now.state === 'paid' ? now : undefined;
    });
    expect(paid.autopay).toMatchObject({ status: 'confirmed', amount: before.amountDue });
    expect(paid.amountDue).toBe(0);
    // A later sweep that day finds nothing left to debit.
    expect((await sweep(COMPANY.northwind)).debits).toBe(0);
    expect(await autopayDebits(december)).toEqual([
      { status: 'confirmed', amount_minor: before.amountDue },
    ]);
  });

  it("closes a cycle at the company's midnight, with a purchase at 23:59 on the closing day", async () => {
    // Mexico City is UTC-6: 23:59 on January 31 there is 05:59Z on February 1.
    await addPurchase(COMPANY.mexico, '2026-02-01T05:59:00Z', '12.34', 'MXN');
    clockAt('2026-02-01T05:59:30Z');
    await sweep(COMPANY.mexico);
    const closedBefore = await sqlRows(
      server.db,
      `SELECT 1 FROM statements WHERE company_id = $1 AND period_start = '2026-01-01'`,
      [COMPANY.mexico],
    );
    expect(closedBefore).toHaveLength(0);
    clockAt('2026-02-01T06:00:01Z');
    expect((await sweep(COMPANY.mexico)).closed).toBeGreaterThan(0);
    const [january] = await sqlRows<{ period_end: string; purchases_minor: number }>(
      server.db,
      `SELECT period_end::text AS period_end, purchases_minor FROM statements
        WHERE company_id = $1 AND period_start = '2026-01-01' AND currency = 'MXN'`,
      [COMPANY.mexico],
    );
    expect(january?.period_end).toBe('2026-01-31');
    const [figures] = await sqlRows<{ minor: number }>(
      server.db,
      `SELECT round(sum(e.amount) * 100)::int AS minor FROM entries e
         JOIN card_transactions ct ON ct.entry_id = e.id AND ct.company_id = e.company_id
        WHERE e.company_id = $1 AND e.state = 'posted' AND e.amount > 0
          AND ct.payment_type IN ('cards', 'ach-rpps', 'paper-bill')
          AND e.posted_at >= '2026-01-01T06:00:00Z' AND e.posted_at < '2026-02-01T06:00:00Z'`,
      [COMPANY.mexico],
    );
    expect(january?.purchases_minor).toBe(figures?.minor);
    expect(figures?.minor).toBeGreaterThanOrEqual(1234);
    // Closed once: a second sweep closes nothing more.
    expect((await sweep(COMPANY.mexico)).closed).toBe(0);
  });

  it('a refused debit: the statement overdue, the admins told, one penalty after the grace day', async () => {
    const january = '2026-01-01-USD';
    await setAccountNumber('000123450002');
    const before = await statement(january);
    expect(before.state).toBe('due');
    expect(before.amountDue).toBeGreaterThan(0);
    expect(before.autopay).toMatchObject({ status: 'scheduled', date: '2026-02-21' });
    expect(before.autopay?.account.lastFour).toBe('0002');
    clockAt('2026-02-21T05:00:01Z');
    expect((await sweep(COMPANY.northwind)).debits).toBe(1);
    const overdue = await waitFor(async () => {
      const now = await statement(january);
      return now.autopay?.status === 'refused' ? now : undefined;
    });
    // Overdue on its due date itself: the debit that would have paid it was refused.
    expect(overdue.state).toBe('overdue');
    expect(overdue.amountDue).toBe(before.amountDue);
    const told = await waitFor(async () => {
      const rows = await sqlRows<{ email: string; amount: number }>(
        server.db,
        `SELECT u.email, (n.details->>'amount')::int AS amount FROM in_app_notifications n
           JOIN users u ON u.id = n.user_id AND u.company_id = n.company_id
          WHERE n.company_id = $1 AND n.kind = 'statements' AND u.role = 'admin'`,
        [COMPANY.northwind],
      );
      // The job tells the admins one after another: wait for the one looked at.
      return rows.some((row) => row.email === 'admin@demo.outlay.test') ? rows : undefined;
    });
    expect(told).toContainEqual({ email: 'admin@demo.outlay.test', amount: before.amountDue });
    const [mail] = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM outbox_messages
        WHERE company_id = $1 AND channel = 'email' AND recipient = 'admin@demo.outlay.test' AND subject LIKE 'AutoPay%'`,
      [COMPANY.northwind],
    );
    expect(mail?.n).toBe(1);
    // The day of the refusal and the grace day after it: no penalty.
    expect((await sweep(COMPANY.northwind)).penalties).toBe(0);
    clockAt('2026-02-22T05:00:01Z');
    expect((await sweep(COMPANY.northwind)).penalties).toBe(0);
    expect(await penalties()).toHaveLength(0);
    clockAt('2026-02-23T05:00:01Z');
    const [first, second] = await Promise.all([sweep(COMPANY.northwind), sweep(COMPANY.northwind)]);
    expect(first.penalties + second.penalties).toBe(1);
    expect((await sweep(COMPANY.northwind)).penalties).toBe(0);
    const posted = await penalties();
    expect(posted.map((row) => [Math.round(Number(row.amount) * 100), row.currency])).toEqual([
      [3900, 'USD'],
    ]);
    // The penalty is a fee of the cycle running now; the closed statement did not change.
    const february = await statement('2026-02-01-USD');
    expect(february.state).toBe('open');
    expect(february.feesAndPenalties).toBeGreaterThanOrEqual(3900);
    expect((await statement(january)).newBalance).toBe(before.newBalance);
    // AutoPay debits on the due date only: the refused one is not tried again.
    expect(await autopayDebits(january)).toEqual([
      { status: 'refused', amount_minor: before.amountDue },
    ]);
  });

  it('two sweeps at once on the due date make one debit', async () => {
    const february = '2026-02-01-USD';
    await setAccountNumber('000123456789');
    // New York is on daylight time by March 21: midnight is 04:00Z.
    clockAt('2026-03-21T04:00:01Z');
    const due = await statement(february);
    expect(due.amountDue).toBeGreaterThan(0);
    const results = await Promise.all([sweep(COMPANY.northwind), sweep(COMPANY.northwind)]);
    expect(results.reduce((sum, result) => sum + result.debits, 0)).toBe(1);
    expect(await autopayDebits(february)).toHaveLength(1);
    const paid = await waitFor(async () => {
      const now = await statement(february);
      return now.state === 'paid' ? now : undefined;
    });
    expect(paid.autopay).toMatchObject({ status: 'confirmed', amount: due.amountDue });
    const [jobs] = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM background_jobs
        WHERE company_id = $1 AND queue = 'statements.pay' AND state IN ('completed', 'refused')`,
      [COMPANY.northwind],
    );
    // December's debit, January's refused one, and this one.
    expect(jobs?.n).toBe(3);
  });
});
