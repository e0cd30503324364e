import { fromMinor, toMinor } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { type Day, addDays, todayIn } from '../dashboard/calendar.js';
import { startOf } from '../dashboard/day-instants.js';
import { translate } from '../i18n/messages.js';
import type { JobLogger, JobQueue } from '../jobs/job-queue.js';
import { autopayRefusedNotice, languageOfCountry } from '../notifications/notices.js';
import type { Notifier } from '../notifications/notifier.js';
import { PAY_QUEUE, type RefusedPayment, queueStatementPayment } from './pay-now.js';
import { isVerifiedFor } from './verified-account.js';
import { type Statements, statementCompanyOf, statementIdOf } from './statements.js';
import { insertEntry } from '../entries/insert-entry.js';
import { idPayloadSchema } from '../jobs/id-payload.js';

/** Each company's sweep: closes its ended cycles, starts the AutoPay debits due, posts penalties. */
export const SWEEP_QUEUE = 'statements.sweep';
/** Tells a company's admins that the bank refused a statement's AutoPay debit. */
export const REFUSED_NOTICE_QUEUE = 'statements.autopay-refused';

/** The late-payment penalty, in the statement's currency (part 1 §3.10). */
export const LATE_PAYMENT_PENALTY = '39.00';
/** Days after a refused AutoPay debit in which the statement can still be paid without penalty. */
export const GRACE_DAYS = 1;

/** Seconds after midnight a sweep waits: the database's clock may run a little behind ours. */
const MIDNIGHT_MARGIN_SECONDS = 1;

/** The first instant of the day after `now`'s, where the company is (the database knows zones). */
export async function nextMidnight(db: Db, timeZone: string, now: Date): Promise<Date> {
  // It reads no table, so no company's rows.
  const row = await kyselyAcrossCompanies(db)
    .selectNoFrom(() => startOf(addDays(todayIn(timeZone, now), 1), timeZone).as('at'))
    .executeTakeFirstOrThrow();
  return new Date(row.at);
}

/**
 * The first day, in the company's time zone, a refused statement's penalty may post: the day
 * of the refusal and GRACE_DAYS full days after it are left to pay it.
 */
export const penaltyDayOf = (refusalDay: Day): Day => addDays(refusalDay, GRACE_DAYS + 1);

interface SweepPayload {
  companyId: number;
}

const SWEEP_PAYLOAD_SCHEMA = idPayloadSchema('companyId');

interface NoticePayload {
  companyId: number;
  statementRowId: number;
}

const NOTICE_PAYLOAD_SCHEMA = idPayloadSchema('companyId', 'statementRowId');

export interface SweepResult {
  /** Statements closed (one per cycle and currency). */
  closed: number;
  /** AutoPay debits started. */
  debits: number;
  /** Late-payment penalties posted. */
  penalties: number;
}

export interface StatementAutopay {
  /** One sweep of the company now (what its midnight job runs); safe to run twice at once. */
  sweep(companyId: number): Promise<SweepResult>;
  /** Gives every company whose chain of midnight sweeps is broken or unstarted its next one. */
  scheduleAll(logger?: JobLogger): Promise<void>;
  /**
   * The latest scheduleAll, once it has finished (a starting server does not wait for it: with
   * thousands of companies it takes longer than a server may take to get ready).
   */
  scheduled(): Promise<void>;
  /** The settle of a refused payment: an AutoPay debit's marks the statement overdue. */
  onRefused(tx: Db, payment: RefusedPayment): Promise<void>;
}

const LIVE_JOB_STATES = ['queued', 'active', 'retrying'] as const;

export function createStatementAutopay(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  notifier: Notifier;
  statements: (db: Db) => Statements;
  /** What follows a company's closing (its statements' CFDIs). */
  afterClose?: (companyId: number) => Promise<unknown>;
}): StatementAutopay {
  const { db, clock, jobs } = deps;

  /**
   * Enqueues the company's next midnight sweep, unless its chain already has one: with
   * `after`, only when that job is still the chain's link (a stray duplicate ends there);
   * without, only when the chain has no live job. The row lock makes two callers one.
   */
  async function scheduleNext(tx: Db, companyId: number, after: string | null) {
    const q = kyselyOf(tx);
    await q
      .insertInto('statement_sweeps')
      .values({ company_id: companyId, job_id: null, run_at: null })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute();
    const row = await q
      .selectFrom('statement_sweeps')
      .select(['job_id'])
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (after !== null) {
      if (row.job_id !== after) return;
    } else if (row.job_id !== null) {
      const live = await q
        .selectFrom('background_jobs')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', row.job_id)
        .where('state', 'in', LIVE_JOB_STATES)
        .executeTakeFirst();
      if (live) return;
    }
    const company = await statementCompanyOf(tx, companyId);
    const now = clock.now();
    const at = await nextMidnight(tx, company.timeZone, now);
    const [jobId] = await jobs.enqueue<SweepPayload>(
      SWEEP_QUEUE,
      [
        {
          subject: { companyId, kind: 'statement-sweep', id: String(companyId) },
          requestedBy: null,
          payload: { companyId },
        },
      ],
      { tx, startAfterSeconds: (at.getTime() - now.getTime()) / 1000 + MIDNIGHT_MARGIN_SECONDS },
    );
    await q
      .updateTable('statement_sweeps')
      .set({ job_id: jobId ?? null, run_at: at })
      .where('company_id', '=', companyId)
      .execute();
  }

  /** The company's AutoPay account for `currency` (its auto-debit one), when verified. */
  async function autopayAccountOf(tx: Db, companyId: number, currency: string) {
    const account = await kyselyOf(tx)
      .selectFrom('autopay_bank_accounts')
      .select([
        'id',
        'currency',
        'verification_status',
        'region_flag',
        'pad_document',
        'pad_requested_at',
        'user_agreement_id',
      ])
      .where('company_id', '=', companyId)
      .where('currency', '=', currency)
      .where('auto_debit', '=', true)
      .executeTakeFirst();
    return account && isVerifiedFor(account, currency, clock.now()) ? account : null;
  }

  /** Starts the AutoPay debit of each statement due today that still has something to pay. */
  async function startDueDebits(companyId: number): Promise<number> {
    const company = await statementCompanyOf(db, companyId);
    const today = todayIn(company.timeZone, clock.now());
    const due = await kyselyOf(db)
      .selectFrom('statements')
      .select(['id', 'currency', 'period_start'])
      .where('company_id', '=', companyId)
      .where('due_date', '=', today)
      .execute();
    let started = 0;
    for (const statement of due) {
      const paymentId = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        // The statement's row is the lock Pay now takes too: one debit at a time per statement.
        await q
          .selectFrom('statements')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', '=', statement.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const view = await deps
          .statements(tx)
          .get(companyId, statementIdOf(statement.period_start, statement.currency));
        if (view.amountDue === 0 || view.payment?.status === 'pending') return null;
        const account = await autopayAccountOf(tx, companyId, statement.currency);
        if (!account) return null;
        // A second sweep (or a pending Pay now) meets a unique index: nothing is inserted.
        const inserted = await q
          .insertInto('statement_payments')
          .values({
            company_id: companyId,
            statement_id: statement.id,
            account_id: account.id,
            requested_by: null,
            amount_minor: view.amountDue,
            status: 'pending',
            source: 'autopay',
            created_at: clock.now(),
          })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return null;
        await queueStatementPayment(jobs, tx, {
          companyId,
          paymentId: inserted.id,
          requestedBy: null,
        });
        return inserted.id;
      });
      if (paymentId !== null) started += 1;
    }
    if (started > 0) jobs.wake(PAY_QUEUE);
    return started;
  }

  /** Posts the penalty of each refused statement whose grace is over (or waives a paid one's). */
  async function postPenalties(companyId: number): Promise<number> {
    const company = await statementCompanyOf(db, companyId);
    const today = todayIn(company.timeZone, clock.now());
    const pending = await kyselyOf(db)
      .selectFrom('statement_delinquencies')
      .select('statement_id')
      .where('company_id', '=', companyId)
      .where('penalty_state', '=', 'pending')
      .where('penalty_on', '<=', today)
      .execute();
    let posted = 0;
    for (const { statement_id: statementRowId } of pending) {
      const didPost = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        const row = await q
          .selectFrom('statement_delinquencies as d')
          .innerJoin('statements as s', (join) =>
            join.onRef('s.id', '=', 'd.statement_id').onRef('s.company_id', '=', 'd.company_id'),
          )
          .select(['s.currency', 's.period_start'])
          .where('d.company_id', '=', companyId)
          .where('d.statement_id', '=', statementRowId)
          .where('d.penalty_state', '=', 'pending')
          .forUpdate('d')
          .executeTakeFirst();
        // Another sweep posted (or waived) it first.
        if (!row) return false;
        const view = await deps
          .statements(tx)
          .get(companyId, statementIdOf(row.period_start, row.currency));
        if (view.amountDue === 0) {
          await q
            .updateTable('statement_delinquencies')
            .set({ penalty_state: 'waived' })
            .where('company_id', '=', companyId)
            .where('statement_id', '=', statementRowId)
            .execute();
          return false;
        }
        const amount = fromMinor(toMinor(LATE_PAYMENT_PENALTY, row.currency), row.currency);
        const title = translate('en', 'statements.penalty.title');
        const now = clock.now();
        const entryId = await insertEntry(
          q,
          {
            company_id: companyId,
            kind: 'card',
            user_id: null,
            occurred_at: now,
            posted_at: now,
            state: 'posted',
            amount,
            title,
          },
          [title, amount.toFixed(2)],
        );
        await q
          .insertInto('card_transactions')
          .values({
            entry_id: entryId,
            company_id: companyId,
            payment_type: 'late-payment-penalty',
            transaction_type: 'debit',
            transaction_status: 'posted',
            transaction_amount: amount,
            currency: company.currencies.includes(row.currency)
              ? row.currency
              : company.platformCurrency,
            description: `Late payment penalty of the statement opened ${row.period_start}`,
          })
          .execute();
        await q
          .updateTable('statement_delinquencies')
          .set({ penalty_state: 'posted', penalty_entry_id: entryId })
          .where('company_id', '=', companyId)
          .where('statement_id', '=', statementRowId)
          .execute();
        return true;
      });
      if (didPost) posted += 1;
    }
    return posted;
  }

  async function sweep(companyId: number): Promise<SweepResult> {
    const closed = await deps.statements(db).closeEnded(companyId);
    await deps.afterClose?.(companyId);
    const debits = await startDueDebits(companyId);
    const penalties = await postPenalties(companyId);
    return { closed, debits, penalties };
  }

  jobs.define<SweepPayload, SweepResult>({
    queue: SWEEP_QUEUE,
    payloadSchema: SWEEP_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 600,
    run: ({ companyId }) => sweep(companyId),
    // Whatever became of this night's sweep, the next midnight's is queued with its end.
    async settle(tx, { companyId }, job) {
      await scheduleNext(tx, companyId, job.id);
    },
  });

  jobs.define<NoticePayload, { told: number }>({
    queue: REFUSED_NOTICE_QUEUE,
    payloadSchema: NOTICE_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    async run({ companyId, statementRowId }) {
      const q = kyselyOf(db);
      const [row, company, admins] = await Promise.all([
        q
          .selectFrom('statement_delinquencies as d')
          .innerJoin('statements as s', (join) =>
            join.onRef('s.id', '=', 'd.statement_id').onRef('s.company_id', '=', 'd.company_id'),
          )
          .innerJoin('statement_payments as p', (join) =>
            join.onRef('p.id', '=', 'd.payment_id').onRef('p.company_id', '=', 'd.company_id'),
          )
          .select(['s.currency', 's.due_date', 'd.penalty_on', 'p.amount_minor'])
          .where('d.company_id', '=', companyId)
          .where('d.statement_id', '=', statementRowId)
          .executeTakeFirst(),
        q
          .selectFrom('companies')
          .select('country_code')
          .where('id', '=', companyId)
          .executeTakeFirst(),
        q
          .selectFrom('users')
          .select('id')
          .where('company_id', '=', companyId)
          .where('role', '=', 'admin')
          .where('status', '=', 'active')
          .where('deleted_at', 'is', null)
          .execute(),
      ]);
      if (!row) return { told: 0 };
      const facts = {
        amount: row.amount_minor,
        currency: row.currency,
        dueDate: row.due_date,
        graceEnd: addDays(row.penalty_on, -1),
        penalty: toMinor(LATE_PAYMENT_PENALTY, row.currency),
      };
      const countryLang = languageOfCountry(company?.country_code ?? '');
      for (const admin of admins) {
        await deps.notifier.notify(
          { companyId, userId: admin.id },
          (lang) => autopayRefusedNotice(lang, facts),
          countryLang,
        );
      }
      return { told: admins.length };
    },
  });

  let latest: Promise<void> = Promise.resolve();
  async function scheduleAll(logger?: JobLogger) {
    // One scan of every company, as a job scheduler's is, for those without a live sweep:
    // each is then handled as its own (scheduleNext checks again under its row lock). A
    // server starting beside 1,000 companies whose chains run checks them in one statement,
    // not in a transaction each (issue 38).
    const companies = await kyselyAcrossCompanies(db)
      .selectFrom('companies as c')
      .leftJoin('statement_sweeps as s', 's.company_id', 'c.id')
      .leftJoin('background_jobs as j', (join) =>
        join
          .onRef('j.company_id', '=', 's.company_id')
          .onRef('j.id', '=', 's.job_id')
          .on('j.state', 'in', LIVE_JOB_STATES),
      )
      .where('j.id', 'is', null)
      .select('c.id')
      .orderBy('c.id')
      .execute();
    for (const company of companies) {
      try {
        await db.transaction((tx) => scheduleNext(tx, company.id, null));
      } catch (error) {
        logger?.error({ companyId: company.id, err: error }, 'statement sweep not scheduled');
      }
    }
  }

  return {
    sweep,

    scheduleAll(logger) {
      const run = scheduleAll(logger);
      latest = run.catch(() => undefined);
      return run;
    },

    scheduled: () => latest,

    async onRefused(tx, payment) {
      if (payment.source !== 'autopay') return;
      const company = await statementCompanyOf(tx, payment.companyId);
      const now = clock.now();
      const marked = await kyselyOf(tx)
        .insertInto('statement_delinquencies')
        .values({
          company_id: payment.companyId,
          statement_id: payment.statementRowId,
          payment_id: payment.paymentId,
          refused_at: now,
          penalty_on: penaltyDayOf(todayIn(company.timeZone, now)),
        })
        .onConflict((oc) => oc.columns(['company_id', 'statement_id']).doNothing())
        .returning('statement_id')
        .executeTakeFirst();
      if (!marked) return;
      // Told after this commits, by a job of its own: a message is not sent for a refusal
      // that was rolled back, and a mail provider's hiccup is retried on its own.
      await jobs.enqueue<NoticePayload>(
        REFUSED_NOTICE_QUEUE,
        [
          {
            subject: {
              companyId: payment.companyId,
              kind: 'statement',
              id: String(payment.statementRowId),
            },
            requestedBy: null,
            payload: { companyId: payment.companyId, statementRowId: payment.statementRowId },
          },
        ],
        { tx },
      );
    },
  };
}
