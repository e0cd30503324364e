// Capital (issue 35): the instalment arithmetic (principal parts that add up exactly, interest
// on what is owed, origination fee and VAT, the payoff amount on a day), the company's loans
// with their schedules, and the sandbox lender's offer accepted with a fresh code exactly once
// of 16 acceptances at once, its schedule becoming the dashboard's loan entries; an instalment
// paid early and a loan paid off from a verified AutoPay account, once of 16 payoffs at once.
import type { Loan, LoanList, LoanOfferAnswer, LoanPayment } from '@outlay/api-client/schema';
import { describe, expect, it } from 'vitest';
import { addMonths, loanSchedule, payoffOn, totalOf } from '../src/capital/schedule.js';
import { COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import { actionCodeFor } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';
import { waitFor } from './support/wait-for.js';

const ADMIN = 'admin@demo.outlay.test';
const { server, admin, bookkeeper } = signedInSuite(startDashboardServer, {
  admin: ADMIN,
  bookkeeper: 'bookkeeper@demo.outlay.test',
});
const PARALLEL = 16;

describe('instalment arithmetic', () => {
  const terms = {
    principalMinor: 5_000_000,
    months: 12,
    monthlyRateBp: 110,
    originationFeeBp: 150,
    vatBp: 1_600,
  };

  it('keeps the day of the month, or the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('parts the principal exactly, with interest on what is owed and VAT on interest and fee', () => {
    const rows = loanSchedule(terms, '2026-01-05');
    const principal = rows.filter((row) => row.paymentType === 'principal');
    expect(principal).toHaveLength(12);
    expect(totalOf(principal)).toBe(5_000_000);
    expect(principal[0]?.amountMinor).toBe(416_666);
    expect(principal[11]?.amountMinor).toBe(416_674);
    expect(rows[0]).toEqual({
      paymentType: 'originationFee',
      dueDate: '2026-01-06',
      amountMinor: 75_000,
    });
    expect(rows[1]).toEqual({ paymentType: 'VAT', dueDate: '2026-01-06', amountMinor: 12_000 });
    const interest = rows.filter((row) => row.paymentType === 'interest');
    // 1.1% of 50,000.00, then of 45,833.34 (49.1667 rounds half up to 504.17).
    expect(interest.slice(0, 2).map((row) => row.amountMinor)).toEqual([55_000, 50_417]);
    expect(
      rows.find((row) => row.dueDate === '2026-02-05' && row.paymentType === 'VAT')?.amountMinor,
    ).toBe(8_800);
    const vat = rows.filter((row) => row.paymentType === 'VAT');
    expect(totalOf(rows)).toBe(5_000_000 + 75_000 + totalOf(interest) + totalOf(vat));
    expect(totalOf(vat)).toBe(
      12_000 +
        interest.reduce((sum, row) => sum + Math.round((row.amountMinor * 1_600) / 10_000), 0),
    );
  });

  it('pays off the principal owed and what is already due, not interest still to come', () => {
    const rows = loanSchedule({ ...terms, vatBp: 0 }, '2026-01-05').map((row) => ({
      ...row,
      paid: row.dueDate <= '2026-02-05' && row.paymentType !== 'interest',
    }));
    // Paid: the fee and February's principal; February's interest is overdue.
    const payoff = payoffOn(rows, '2026-02-20');
    expect(payoff).toBe(5_000_000 - 416_666 + 55_000);
  });
});

describe(`Capital (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('is refused to a bookkeeper', async () => {
    expect((await bookkeeper.call('GET', '/web/capital/loans')).statusCode).toBe(404);
    expect((await bookkeeper.call('GET', '/web/capital/offer')).statusCode).toBe(404);
  });

  it('lists the loans with their schedules and what paying each off costs today', async () => {
    const response = await admin.call('GET', '/web/capital/loans');
    expect(response.statusCode, response.body).toBe(200);
    const { loans } = response.json<LoanList>();
    expect(loans.map((loan) => loan.flag).sort()).toEqual(['GROWTH', 'WC']);
    for (const loan of loans) {
      expect(loan.instalments.length).toBeGreaterThan(0);
      const paid = loan.instalments.filter((row) => row.status === 'paid');
      expect(loan.paid).toBe(paid.reduce((sum, row) => sum + row.amount, 0));
      const owedPrincipal = loan.instalments
        .filter((row) => row.paymentType === 'principal' && row.status !== 'paid')
        .reduce((sum, row) => sum + row.amount, 0);
      // All the principal owed, and at least what is overdue of the rest.
      expect(loan.payoffToday).toBeGreaterThanOrEqual(owedPrincipal);
    }
  });

  it(`offers a loan with its fee up front, and accepts it once of ${PARALLEL} acceptances`, async () => {
    const first = await admin.call('GET', '/web/capital/offer');
    expect(first.statusCode, first.body).toBe(200);
    const offer = first.json<LoanOfferAnswer>().offer;
    // Northwind spends 250,000: a fifth, 50,000.00, at a 1.5% fee.
    expect(offer).toMatchObject({ principal: 5_000_000, originationFee: 75_000, months: 12 });
    const again = (await admin.call('GET', '/web/capital/offer')).json<LoanOfferAnswer>().offer;
    expect(again?.id).toBe(offer?.id);

    const before = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM loans WHERE company_id = $1',
      [COMPANY.northwind],
    );
    const actionCode = await actionCodeFor(server.app, admin, ADMIN, 'ACCEPT_LOAN_OFFER');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        admin.call('POST', `/web/capital/offer/${offer?.id}/accept`, { actionCode }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    expect(accepted).toHaveLength(1);
    expect(responses.every((r) => [201, 409, 400].includes(r.statusCode))).toBe(true);
    const loan = accepted[0]?.json<Loan>();
    expect(loan?.principal).toBe(5_000_000);
    expect(loan?.payoffToday).toBe(5_000_000);
    const schedule = loan?.instalments ?? [];
    expect(totalOf(schedule.map((row) => ({ amountMinor: row.amount })))).toBe(
      offer?.totalRepayment,
    );
    const after = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM loans WHERE company_id = $1',
      [COMPANY.northwind],
    );
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
    const entries = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM loan_instalments li JOIN entries e ON e.id = li.entry_id
        WHERE li.company_id = $1 AND li.loan_id = $2 AND e.kind = 'loan'`,
      [COMPANY.northwind, loan?.id],
    );
    expect(entries[0]?.n).toBe(schedule.length);
    const taken = await admin.call('POST', `/web/capital/offer/${offer?.id}/accept`, {
      actionCode: await actionCodeFor(server.app, admin, ADMIN, 'ACCEPT_LOAN_OFFER'),
    });
    expect(taken.statusCode).toBe(409);
  });

  async function usdAccount(): Promise<number> {
    const [row] = await sqlRows<{ id: number }>(
      server.db,
      `SELECT id FROM autopay_bank_accounts WHERE company_id = $1 AND currency = 'USD'
        ORDER BY auto_debit DESC, id LIMIT 1`,
      [COMPANY.northwind],
    );
    return row?.id ?? 0;
  }

  async function loanOf(id: number): Promise<Loan> {
    const { loans } = (await admin.call('GET', '/web/capital/loans')).json<LoanList>();
    const loan = loans.find((row) => row.id === id);
    if (!loan) throw new Error(`no loan ${id}`);
    return loan;
  }

  async function confirmed(id: number): Promise<Loan> {
    return waitFor(async () => {
      const loan = await loanOf(id);
      return loan.payment?.status === 'confirmed' ? loan : undefined;
    });
  }

  it('is refused to a bookkeeper, and without a fresh code', async () => {
    const { loans } = (await admin.call('GET', '/web/capital/loans')).json<LoanList>();
    const loan = loans[0];
    const body = { kind: 'payoff', accountId: await usdAccount(), actionCode: 'x'.repeat(43) };
    expect(
      (await bookkeeper.call('POST', `/web/capital/loans/${loan?.id}/pay`, body)).statusCode,
    ).toBe(404);
    const wrong = await admin.call('POST', `/web/capital/loans/${loan?.id}/pay`, {
      ...body,
      actionCode: await actionCodeFor(server.app, admin, ADMIN, 'PAY_STATEMENT'),
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
  });

  it('pays one instalment early: every part due on its day, paid when the bank confirms', async () => {
    const { loans } = (await admin.call('GET', '/web/capital/loans')).json<LoanList>();
    const loan = loans.find((row) => row.instalments.some((part) => part.status === 'due'));
    expect(loan).toBeDefined();
    const dueDate = loan?.instalments.find((part) => part.status === 'due')?.dueDate ?? '';
    const parts = loan?.instalments.filter(
      (part) => part.dueDate === dueDate && part.status !== 'paid',
    );
    const response = await admin.call('POST', `/web/capital/loans/${loan?.id}/pay`, {
      kind: 'instalment',
      dueDate,
      accountId: await usdAccount(),
      actionCode: await actionCodeFor(server.app, admin, ADMIN, 'PAY_LOAN'),
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<LoanPayment>()).toMatchObject({
      kind: 'instalment',
      dueDate,
      status: 'pending',
      amount: (parts ?? []).reduce((sum, part) => sum + part.amount, 0),
    });
    const after = await confirmed(loan?.id ?? 0);
    for (const part of parts ?? []) {
      expect(after.instalments.find((row) => row.id === part.id)?.status).toBe('paid');
    }
    expect(after.paid).toBe((loan?.paid ?? 0) + response.json<LoanPayment>().amount);
  });

  it(`pays a loan off once of ${PARALLEL} payoffs at once, overdue instalments included`, async () => {
    const { loans } = (await admin.call('GET', '/web/capital/loans')).json<LoanList>();
    const loan = loans.find((row) => row.payoffToday > 0 && row.payment?.status !== 'pending');
    expect(loan).toBeDefined();
    const id = loan?.id ?? 0;
    const accountId = await usdAccount();
    const actionCode = await actionCodeFor(server.app, admin, ADMIN, 'PAY_LOAN');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        admin.call('POST', `/web/capital/loans/${id}/pay`, {
          kind: 'payoff',
          accountId,
          actionCode,
        }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 202);
    expect(accepted).toHaveLength(1);
    expect(responses.every((r) => [202, 409, 400].includes(r.statusCode))).toBe(true);
    expect(accepted[0]?.json<LoanPayment>().amount).toBe(loan?.payoffToday);
    const rows = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM loan_payments WHERE company_id = $1 AND loan_id = $2
          AND kind = 'payoff'`,
      [COMPANY.northwind, id],
    );
    expect(rows[0]?.n).toBe(1);
    const paidOff = await confirmed(id);
    expect(paidOff.payoffToday).toBe(0);
    expect(paidOff.due).toBe(0);
    expect(paidOff.overdue).toBe(0);
    expect(paidOff.instalments.every((part) => part.status === 'paid')).toBe(true);
    const again = await admin.call('POST', `/web/capital/loans/${id}/pay`, {
      kind: 'payoff',
      accountId,
      actionCode: await actionCodeFor(server.app, admin, ADMIN, 'PAY_LOAN'),
    });
    expect(again.statusCode, again.body).toBe(409);
  });
});
