// Monthly rent (issue 35): a monthly rent payment starts a schedule charged again on the first
// of each month on the job queue; the same month's run taken twice (two jobs, or two runs at
// once) charges once; a paused schedule is not charged, and resumed it is charged from the
// coming month; 16 identical pauses or resumes are one change; only the payer or an admin may.
import type { RentOverview, RentPayment, RentSchedule } from '@outlay/api-client/schema';
import { rentFeeOf } from '@outlay/rules';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RENT_MONTHLY_QUEUE } from '../src/rent/rent-schedules.js';
import { rentOf } from '../src/rent/service.js';
import { COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import type { Caller } from './support/signed-in-calls.js';
import { actionCodeFor } from './support/signed-in-calls.js';
import { sqlRows } from './support/sql-rows.js';
import { signedInSuite } from './support/suite-server.js';
import { onPostgres } from './support/test-db.js';
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

describe(`Monthly rent (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  async function overview(caller: Caller): Promise<RentOverview> {
    const response = await caller.call('GET', '/web/rent/payments');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RentOverview>();
  }

  /** Pays a monthly rent as `caller`; answers the payment and the schedule it started. */
  async function payMonthly(
    caller: Caller,
    email: string,
    amountMinor: number,
  ): Promise<{ payment: RentPayment; schedule: RentSchedule }> {
    const card = (await overview(caller)).cards[0];
    if (!card) throw new Error('the caller has no active card');
    const response = await caller.call('POST', '/web/rent/payments', {
      idempotencyKey: randomUUID(),
      landlordName: 'Maple Properties',
      landlordAddress: '12 Elm Street, Springfield, IL 62701',
      payoutMethod: 'cheque',
      propertyAddress: '400 Market Street, Springfield, IL 62701',
      frequency: 'monthly',
      amountMinor,
      fee: rentFeeOf(amountMinor),
      cardId: card.id,
      actionCode: await actionCodeFor(server.app, caller, email, 'PAY_RENT'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json<RentPayment>();
    const [link] = await sqlRows<{ schedule_id: number }>(
      server.db,
      'SELECT schedule_id FROM rent_payments WHERE company_id = $1 AND id = $2',
      [COMPANY.northwind, payment.id],
    );
    const schedule = (await overview(caller)).schedules.find((row) => row.id === link?.schedule_id);
    if (!schedule) throw new Error('the monthly payment started no schedule');
    return { payment, schedule };
  }

  const paymentsOfMonth = (scheduleId: number, month: string) =>
    sqlRows<{ n: number; entries: number }>(
      server.db,
      `SELECT count(*)::int AS n, count(entry_id)::int AS entries FROM rent_payments
        WHERE company_id = $1 AND schedule_id = $2 AND run_month = $3`,
      [COMPANY.northwind, scheduleId, month],
    );

  const setState = (caller: Caller, scheduleId: number, state: 'active' | 'paused') =>
    caller.call('PUT', `/web/rent/schedules/${scheduleId}/state`, { state });

  it('charges the coming month once, however often its run is queued', async () => {
    const { schedule } = await payMonthly(employee, EMAILS.employee, 120_000);
    // The seed's clock is in January 2026: the next charge is on the first of February.
    expect(schedule).toMatchObject({ state: 'active', nextRun: '2026-02-01', total: 123_588 });
    expect(await paymentsOfMonth(schedule.id, '2026-01-01')).toEqual([{ n: 1, entries: 1 }]);
    // The month's run taken twice on the queue, as a retry or a stray duplicate would be.
    const subject = {
      companyId: COMPANY.northwind,
      kind: 'rent-schedule',
      id: String(schedule.id),
    };
    const payload = { companyId: COMPANY.northwind, scheduleId: schedule.id, month: '2026-02-01' };
    const jobIds = await server.services.jobs.enqueue(RENT_MONTHLY_QUEUE, [
      { subject, requestedBy: null, payload },
      { subject, requestedBy: null, payload },
    ]);
    server.services.jobs.wake(RENT_MONTHLY_QUEUE);
    const results = await Promise.all(
      jobIds.map((id) =>
        waitFor(async () => {
          const job = await server.services.jobs.byId(COMPANY.northwind, id);
          return job?.state === 'completed' ? job.result : undefined;
        }),
      ),
    );
    expect([...results].sort()).toEqual(['charged', 'skipped']);
    expect(await paymentsOfMonth(schedule.id, '2026-02-01')).toEqual([{ n: 1, entries: 1 }]);
    // Two runs of the same month at once: still one charge.
    const rent = rentOf(server.services);
    const twice = await Promise.all([
      rent.schedules.runMonth(COMPANY.northwind, schedule.id, '2026-03-01'),
      rent.schedules.runMonth(COMPANY.northwind, schedule.id, '2026-03-01'),
    ]);
    expect([...twice].sort()).toEqual(['charged', 'skipped']);
    expect(await paymentsOfMonth(schedule.id, '2026-03-01')).toEqual([{ n: 1, entries: 1 }]);
    const after = (await overview(employee)).schedules.find((row) => row.id === schedule.id);
    expect(after?.nextRun).toBe('2026-04-01');
  });

  it(`pauses and resumes once of ${PARALLEL} identical requests, and skips a paused month`, async () => {
    const { schedule } = await payMonthly(manager, EMAILS.manager, 90_000);
    const paused = await Promise.all(
      Array.from({ length: PARALLEL }, () => setState(manager, schedule.id, 'paused')),
    );
    for (const response of paused) expect(response.statusCode, response.body).toBe(200);
    expect(paused[0]?.json<RentSchedule>().state).toBe('paused');
    const rent = rentOf(server.services);
    expect(await rent.schedules.runMonth(COMPANY.northwind, schedule.id, '2026-02-01')).toBe(
      'skipped',
    );
    expect(await paymentsOfMonth(schedule.id, '2026-02-01')).toEqual([{ n: 0, entries: 0 }]);
    const resumed = await Promise.all(
      Array.from({ length: PARALLEL }, () => setState(manager, schedule.id, 'active')),
    );
    for (const response of resumed) expect(response.statusCode, response.body).toBe(200);
    expect(resumed[0]?.json<RentSchedule>()).toMatchObject({
      state: 'active',
      nextRun: '2026-02-01',
    });
    const live = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM background_jobs
        WHERE company_id = $1 AND queue = $2 AND subject_id = $3 AND state IN ('queued', 'retrying')`,
      [COMPANY.northwind, RENT_MONTHLY_QUEUE, String(schedule.id)],
    );
    expect(live[0]?.n).toBe(1);
    expect(await rent.schedules.runMonth(COMPANY.northwind, schedule.id, '2026-02-01')).toBe(
      'charged',
    );
  });

  it('lets the payer or an admin pause a monthly rent, no one else', async () => {
    const { schedule } = await payMonthly(employee, EMAILS.employee, 80_000);
    expect((await setState(manager, schedule.id, 'paused')).statusCode).toBe(404);
    expect((await setState(bookkeeper, schedule.id, 'paused')).statusCode).toBe(404);
    const byAdmin = await setState(admin, schedule.id, 'paused');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await overview(admin)).schedules.some((row) => row.id === schedule.id)).toBe(true);
    expect((await overview(manager)).schedules.some((row) => row.id === schedule.id)).toBe(false);
    const bad = await employee.call('PUT', `/web/rent/schedules/${schedule.id}/state`, {
      state: 'stopped',
    });
    expect(bad.statusCode).toBe(400);
  });
});
