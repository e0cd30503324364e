import type { RentSchedule, RentScheduleState } from '@outlay/api-client/schema';
import type { JSONSchemaType } from 'ajv';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import { dayOf, firstOfMonth, todayIn } from '../dashboard/calendar.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { leaseOf } from './rent-rows.js';
import {
  chargeRentToCard,
  RENT_PAYOUT_QUEUE,
  rentTimeZoneOf,
  startOfDayIn,
} from './rent-charge.js';

export const RENT_MONTHLY_QUEUE = 'rent.monthly';
/** The monthly rents the page lists. */
const SCHEDULES_SHOWN = 50;
const LIVE_JOB_STATES = ['queued', 'active', 'retrying'] as const;

interface MonthlyPayload {
  companyId: number;
  scheduleId: number;
  /** The first day of the month this run charges. */
  month: string;
}

const MONTHLY_PAYLOAD_SCHEMA: JSONSchemaType<MonthlyPayload> = {
  type: 'object',
  properties: {
    companyId: { type: 'integer', minimum: 1 },
    scheduleId: { type: 'integer', minimum: 1 },
    month: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-01$' },
  },
  required: ['companyId', 'scheduleId', 'month'],
  additionalProperties: false,
};

/** The first day of the month after `day`'s. */
export function nextMonthOf(day: string): string {
  const [year, month] = firstOfMonth(day).split('-').map(Number);
  return dayOf(year ?? 1970, month ?? 1, 1);
}

/** What one month's run did: charged the card (or recorded why not), or nothing to do. */
export type MonthlyRun = 'charged' | 'refused' | 'skipped';

export interface RentSchedules {
  /** In the first payment's transaction: its schedule, charged next on the coming month's first. */
  start(tx: Db, companyId: number, firstPaymentId: number): Promise<void>;
  /** The caller's monthly rents (an admin's: the company's), newest first. */
  list(session: Session): Promise<RentSchedule[]>;
  /**
   * Charges the schedule's `month` once: a run taken again (a retry, a duplicate job, two
   * workers) finds the month done and charges nothing. A paused schedule is not charged.
   */
  runMonth(companyId: number, scheduleId: number, month: string): Promise<MonthlyRun>;
  /** Pauses or resumes; the same state asked again changes nothing. */
  setState(session: Session, scheduleId: number, state: RentScheduleState): Promise<RentSchedule>;
}

/**
 * Monthly rent (issue 35): each monthly rent payment starts a schedule whose next month's run
 * waits on the job queue until that month's first (in the card service's time zone). The run
 * charges the first payment's rent and fee to its card as a new rent payment of its own (whose
 * payout follows as any other's) and queues the next month's run.
 */
export function createRentSchedules(deps: { db: Db; clock: Clock; jobs: JobQueue }): RentSchedules {
  const { db, clock, jobs } = deps;

  /** Queues `month`'s run to start at that month's first, and makes it the schedule's next. */
  async function queueRun(tx: Db, companyId: number, scheduleId: number, month: string) {
    const timeZone = await rentTimeZoneOf(tx, companyId);
    const at = await startOfDayIn(tx, month, timeZone);
    const [jobId] = await jobs.enqueue<MonthlyPayload>(
      RENT_MONTHLY_QUEUE,
      [
        {
          subject: { companyId, kind: 'rent-schedule', id: String(scheduleId) },
          requestedBy: null,
          payload: { companyId, scheduleId, month },
        },
      ],
      { tx, startAfterSeconds: Math.max(0, (at.getTime() - clock.now().getTime()) / 1000) },
    );
    await kyselyOf(tx)
      .updateTable('rent_schedules')
      .set({ next_month: month, job_id: jobId ?? null })
      .where('company_id', '=', companyId)
      .where('id', '=', scheduleId)
      .execute();
  }

  async function thisMonth(tx: Db, companyId: number): Promise<string> {
    return firstOfMonth(todayIn(await rentTimeZoneOf(tx, companyId), clock.now()));
  }

  function schedulesQuery(companyId: number, q = kyselyOf(db)) {
    return q
      .selectFrom('rent_schedules as s')
      .innerJoin('rent_payments as p', (join) =>
        join.onRef('p.id', '=', 's.first_payment_id').onRef('p.company_id', '=', 's.company_id'),
      )
      .innerJoin('cards as c', (join) =>
        join.onRef('c.id', '=', 'p.card_id').onRef('c.company_id', '=', 'p.company_id'),
      )
      .leftJoin('company_documents as l', (join) =>
        join.onRef('l.id', '=', 'p.lease_document_id').onRef('l.company_id', '=', 'p.company_id'),
      )
      .select([
        's.id',
        's.state',
        's.next_month',
        'p.landlord_name',
        'p.property_address',
        'p.currency',
        'p.amount_minor',
        'p.fee_minor',
        'p.net_minor',
        'p.requested_by',
        'l.public_id as lease_id',
        'l.file_name as lease_name',
        'c.id as card_id',
        'c.name as card_name',
        'c.last_four as card_last_four',
        'c.card_type',
      ])
      .where('s.company_id', '=', companyId);
  }

  type Row = NonNullable<
    Awaited<ReturnType<ReturnType<typeof schedulesQuery>['executeTakeFirst']>>
  >;
  const viewOf = (row: Row): RentSchedule => ({
    id: row.id,
    state: row.state,
    landlordName: row.landlord_name,
    propertyAddress: row.property_address,
    currency: row.currency,
    amount: row.amount_minor,
    fee: row.fee_minor,
    total: row.net_minor + row.fee_minor,
    card: {
      id: row.card_id,
      name: row.card_name,
      lastFour: row.card_last_four,
      cardType: row.card_type,
    },
    nextRun: row.next_month,
    lease: leaseOf(row),
  });

  const schedules: RentSchedules = {
    async start(tx, companyId, firstPaymentId) {
      const month = await thisMonth(tx, companyId);
      const created = await kyselyOf(tx)
        .insertInto('rent_schedules')
        .values({
          company_id: companyId,
          first_payment_id: firstPaymentId,
          state: 'active',
          next_month: nextMonthOf(month),
          created_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await kyselyOf(tx)
        .updateTable('rent_payments')
        .set({ schedule_id: created.id, run_month: month })
        .where('company_id', '=', companyId)
        .where('id', '=', firstPaymentId)
        .execute();
      await queueRun(tx, companyId, created.id, nextMonthOf(month));
    },

    async list(session) {
      let query = schedulesQuery(session.companyId);
      if (session.role !== 'admin') query = query.where('p.requested_by', '=', session.userId);
      const rows = await query.orderBy('s.id', 'desc').limit(SCHEDULES_SHOWN).execute();
      return rows.map(viewOf);
    },

    async runMonth(companyId, scheduleId, month) {
      const outcome = await db.transaction(async (tx): Promise<MonthlyRun> => {
        const q = kyselyOf(tx);
        // The schedule's row is the lock its runs queue on: the second finds the month done.
        const schedule = await q
          .selectFrom('rent_schedules')
          .select(['state', 'next_month', 'first_payment_id'])
          .where('company_id', '=', companyId)
          .where('id', '=', scheduleId)
          .forUpdate()
          .executeTakeFirst();
        if (schedule?.state !== 'active' || schedule.next_month !== month) return 'skipped';
        const first = await q
          .selectFrom('rent_payments')
          .selectAll()
          .where('company_id', '=', companyId)
          .where('id', '=', schedule.first_payment_id)
          .executeTakeFirstOrThrow();
        const payer = first.requested_by;
        const claimed =
          payer === null
            ? undefined
            : await q
                .insertInto('rent_payments')
                .values({
                  company_id: companyId,
                  idempotency_key: randomUUID(),
                  request_fingerprint: first.request_fingerprint,
                  requested_by: payer,
                  card_id: first.card_id,
                  landlord_name: first.landlord_name,
                  landlord_address: first.landlord_address,
                  payout_method: first.payout_method,
                  bank_routing_number: first.bank_routing_number,
                  bank_account_number: first.bank_account_number,
                  bank_clabe: first.bank_clabe,
                  property_address: first.property_address,
                  frequency: 'monthly',
                  currency: first.currency,
                  amount_minor: first.amount_minor,
                  fee_minor: first.fee_minor,
                  // The same taxes and net each month, and the same lease behind them.
                  net_minor: first.net_minor,
                  iva_minor: first.iva_minor,
                  isr_withheld_minor: first.isr_withheld_minor,
                  iva_withheld_minor: first.iva_withheld_minor,
                  landlord_kind: first.landlord_kind,
                  property_use: first.property_use,
                  landlord_rfc: first.landlord_rfc,
                  lease_document_id: first.lease_document_id,
                  status: 'pending',
                  created_at: clock.now(),
                  schedule_id: scheduleId,
                  run_month: month,
                })
                // However the lock is got round, a month has one payment.
                .onConflict((oc) =>
                  oc
                    .columns(['company_id', 'schedule_id', 'run_month'])
                    .where('schedule_id', 'is not', null)
                    .doNothing(),
                )
                .returning('id')
                .executeTakeFirst();
        let result: MonthlyRun = 'skipped';
        if (payer !== null && claimed) {
          const refusal = await chargeRentToCard(
            tx,
            { clock, jobs },
            {
              companyId,
              userId: payer,
              paymentId: claimed.id,
              cardId: first.card_id,
              landlordName: first.landlord_name,
              propertyAddress: first.property_address,
              totalMinor: first.net_minor + first.fee_minor,
            },
          );
          result = refusal === null ? 'charged' : 'refused';
          if (refusal !== null) {
            // The month is not charged and says why; the next month is tried again.
            await q
              .updateTable('rent_payments')
              .set({ status: 'failed', failure_reason: refusal, settled_at: clock.now() })
              .where('company_id', '=', companyId)
              .where('id', '=', claimed.id)
              .execute();
          }
        }
        await queueRun(tx, companyId, scheduleId, nextMonthOf(month));
        return result;
      });
      if (outcome === 'charged') jobs.wake(RENT_PAYOUT_QUEUE);
      return outcome;
    },

    async setState(session, scheduleId, state) {
      await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        let mine = schedulesQuery(session.companyId, q).where('s.id', '=', scheduleId);
        if (session.role !== 'admin') mine = mine.where('p.requested_by', '=', session.userId);
        if (!(await mine.executeTakeFirst())) {
          throw new AppError(404, 'NOT_FOUND', 'rent.scheduleNotFound');
        }
        const row = await q
          .selectFrom('rent_schedules')
          .select(['state', 'next_month', 'job_id'])
          .where('company_id', '=', session.companyId)
          .where('id', '=', scheduleId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.state === state) return;
        await q
          .updateTable('rent_schedules')
          .set({ state })
          .where('company_id', '=', session.companyId)
          .where('id', '=', scheduleId)
          .execute();
        // A paused schedule's queued run finds it paused and ends; resumed, it runs as queued.
        if (state === 'paused') return;
        const month = await thisMonth(tx, session.companyId);
        const live =
          row.job_id !== null &&
          (await q
            .selectFrom('background_jobs')
            .select('id')
            .where('company_id', '=', session.companyId)
            .where('id', '=', row.job_id)
            .where('state', 'in', LIVE_JOB_STATES)
            .executeTakeFirst()) !== undefined;
        // A month that began while paused is not charged: the next run is the coming month's.
        if (row.next_month > month && live) return;
        const next = row.next_month > month ? row.next_month : nextMonthOf(month);
        await queueRun(tx, session.companyId, scheduleId, next);
      });
      const row = await schedulesQuery(session.companyId)
        .where('s.id', '=', scheduleId)
        .executeTakeFirstOrThrow();
      return viewOf(row);
    },
  };

  jobs.define<MonthlyPayload, MonthlyRun>({
    queue: RENT_MONTHLY_QUEUE,
    payloadSchema: MONTHLY_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    run: ({ companyId, scheduleId, month }) => schedules.runMonth(companyId, scheduleId, month),
  });

  return schedules;
}
