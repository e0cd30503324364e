// Rent by card (issue 35): who may pay rent, the fee shown before paying and charged, the card
// entry on the dashboard, the landlord-payment sandbox's states (completed, failed after it
// took the payout, refused at once, a cheque) and the charge voided when the landlord is not
// paid; one payment of 16 identical requests at once, and a key reused with other details.
import type { RentOverview, RentPayment } from '@outlay/api-client/schema';
import { rentFeeOf } from '@outlay/rules';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { landlordSandboxFate } from '../src/rent/landlord-sandbox.js';
import { COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import type { Caller } from './support/signed-in-calls.js';
import { actionCodeFor } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';
import { waitFor } from './support/wait-for.js';

const EMAILS = {
  admin: 'admin@demo.outlay.test',
  manager: 'rent.manager@demo.outlay.test',
  employee: 'rent.employee@demo.outlay.test',
  bookkeeper: 'bookkeeper@demo.outlay.test',
};
const { server, admin, manager, employee, bookkeeper } = signedInSuite(
  startDashboardServer,
  EMAILS,
);
const PARALLEL = 16;

describe('the landlord-payment sandbox', () => {
  it('tells from the payout what it will do', () => {
    const bank = (accountNumber: string) => ({
      landlordName: 'Maple Properties',
      payout: { method: 'bank' as const, routingNumber: '021000021', accountNumber },
    });
    expect(landlordSandboxFate(bank('123456789'))).toBe('complete');
    expect(landlordSandboxFate(bank('99990013'))).toBe('fail');
    expect(landlordSandboxFate(bank('99990014'))).toBe('refuse');
    expect(landlordSandboxFate({ landlordName: 'Ada', payout: { method: 'cheque' } })).toBe(
      'complete',
    );
    expect(
      landlordSandboxFate({ landlordName: 'Returned Mail LLC', payout: { method: 'cheque' } }),
    ).toBe('fail');
  });
});

describe(`Rent by card (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  async function overview(caller: Caller): Promise<RentOverview> {
    const response = await caller.call('GET', '/web/rent/payments');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RentOverview>();
  }

  async function cardOf(caller: Caller): Promise<number> {
    const card = (await overview(caller)).cards[0];
    if (!card) throw new Error('the caller has no active card');
    return card.id;
  }

  const payment = (cardId: number, overrides: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    landlordName: 'Maple Properties',
    landlordAddress: '12 Elm Street, Springfield, IL 62701',
    payoutMethod: 'bank',
    routingNumber: '021000021',
    accountNumber: '123456789',
    propertyAddress: '400 Market Street, Suite 5, Springfield, IL 62701',
    frequency: 'monthly',
    amountMinor: 250_000,
    fee: rentFeeOf(250_000),
    cardId,
    ...overrides,
  });

  async function settled(caller: Caller, id: number): Promise<RentPayment> {
    return waitFor(async () => {
      const found = (await overview(caller)).payments.find((row) => row.id === id);
      return found && found.status !== 'pending' ? found : undefined;
    });
  }

  it('is open to admin, manager and employee, not to a bookkeeper', async () => {
    expect((await bookkeeper.call('GET', '/web/rent/payments')).statusCode).toBe(404);
    for (const caller of [admin, manager, employee]) {
      const answer = await overview(caller);
      expect(answer.feeRateBp).toBe(299);
      expect(answer.currency).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('charges the rent and the fee to the card as one entry, posted once the landlord is paid', async () => {
    const cardId = await cardOf(employee);
    const body = payment(cardId);
    const response = await employee.call('POST', '/web/rent/payments', {
      ...body,
      actionCode: await actionCodeFor(server.app, employee, EMAILS.employee, 'PAY_RENT'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<RentPayment>();
    expect(created).toMatchObject({
      status: 'pending',
      amount: 250_000,
      fee: 7_475,
      total: 257_475,
      accountEnding: '6789',
      frequency: 'monthly',
    });
    const [entry] = await sqlRows<{ amount: string; kind: string; state: string }>(
      server.db,
      'SELECT amount::text AS amount, kind, state FROM entries WHERE company_id = $1 AND id = $2',
      [COMPANY.northwind, created.entryId],
    );
    expect(entry).toEqual({ amount: '2574.75', kind: 'card', state: 'pending' });
    const done = await settled(employee, created.id);
    expect(done.status).toBe('completed');
    const [posted] = await sqlRows<{ state: string }>(
      server.db,
      'SELECT state FROM entries WHERE company_id = $1 AND id = $2',
      [COMPANY.northwind, created.entryId],
    );
    expect(posted?.state).toBe('posted');
    // The employee's payment is theirs and the admin's to see, not another card holder's.
    expect((await overview(admin)).payments.some((row) => row.id === created.id)).toBe(true);
    expect((await overview(manager)).payments.some((row) => row.id === created.id)).toBe(false);
  });

  it.each([
    ['after the provider took it', '99990013', 'The landlord’s bank account does not exist.'],
    ['at once', '99990014', 'The landlord’s bank account is closed.'],
  ])('voids the charge when the payout fails %s', async (_when, accountNumber, reason) => {
    const cardId = await cardOf(manager);
    const response = await manager.call('POST', '/web/rent/payments', {
      ...payment(cardId, { accountNumber, frequency: 'once' }),
      actionCode: await actionCodeFor(server.app, manager, EMAILS.manager, 'PAY_RENT'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<RentPayment>();
    const failed = await settled(manager, created.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: reason, entryId: null });
    const rows = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM entries WHERE company_id = $1 AND id = $2',
      [COMPANY.northwind, created.entryId],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('pays a landlord by cheque', async () => {
    const cardId = await cardOf(admin);
    const body = payment(cardId, { payoutMethod: 'cheque', frequency: 'once' });
    delete (body as Record<string, unknown>)['routingNumber'];
    delete (body as Record<string, unknown>)['accountNumber'];
    const response = await admin.call('POST', '/web/rent/payments', {
      ...body,
      actionCode: await actionCodeFor(server.app, admin, EMAILS.admin, 'PAY_RENT'),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RentPayment>().accountEnding).toBeNull();
    expect((await settled(admin, response.json<RentPayment>().id)).status).toBe('completed');
  });

  it('refuses a fee other than the one shown, someone else’s card, and a stale code', async () => {
    const own = await cardOf(employee);
    const other = await cardOf(admin);
    const code = () => actionCodeFor(server.app, employee, EMAILS.employee, 'PAY_RENT');
    const fee = await employee.call('POST', '/web/rent/payments', {
      ...payment(own, { fee: 7_000 }),
      actionCode: await code(),
    });
    expect(fee.statusCode, fee.body).toBe(409);
    const card = await employee.call('POST', '/web/rent/payments', {
      ...payment(other),
      actionCode: await code(),
    });
    expect(card.statusCode, card.body).toBe(400);
    const wrong = await employee.call('POST', '/web/rent/payments', {
      ...payment(own),
      actionCode: await actionCodeFor(server.app, employee, EMAILS.employee, 'SEND_PAYMENT'),
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    const bankless = await employee.call('POST', '/web/rent/payments', {
      ...payment(own, { routingNumber: undefined }),
      actionCode: await code(),
    });
    expect(bankless.statusCode, bankless.body).toBe(400);
  });

  it(`makes one payment of ${PARALLEL} identical requests at once`, async () => {
    const cardId = await cardOf(employee);
    const body = {
      ...payment(cardId),
      actionCode: await actionCodeFor(server.app, employee, EMAILS.employee, 'PAY_RENT'),
    };
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => employee.call('POST', '/web/rent/payments', body)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = new Set(responses.map((response) => response.json<RentPayment>().id));
    expect(ids.size).toBe(1);
    const rows = await sqlRows<{ n: number; entries: number }>(
      server.db,
      `SELECT count(*)::int AS n, count(DISTINCT e.id)::int AS entries
         FROM rent_payments p JOIN entries e ON e.id = p.entry_id AND e.company_id = p.company_id
        WHERE p.company_id = $1 AND p.idempotency_key = $2`,
      [COMPANY.northwind, body.idempotencyKey],
    );
    expect(rows[0]).toEqual({ n: 1, entries: 1 });
    const reused = await employee.call('POST', '/web/rent/payments', {
      ...body,
      amountMinor: 100_000,
      fee: rentFeeOf(100_000),
    });
    expect(reused.statusCode, reused.body).toBe(409);
    await settled(employee, [...ids][0] ?? 0);
  });
});
