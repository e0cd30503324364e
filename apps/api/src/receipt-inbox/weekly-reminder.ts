import { timeZoneOfCardService } from '@outlay/rules';
import type { JSONSchemaType } from 'ajv';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { idPayloadSchema } from '../jobs/id-payload.js';
import type { JobLogger } from '../jobs/job-queue.js';
import type { Sent } from '../notifications/notifier.js';
import { defaultChoice } from '../notifications/kinds.js';
import type { Services } from '../services.js';
import { missingReceiptEntries } from './missing-receipts.js';
import { sendMissingReceiptReminder } from './reminder.js';
import {
  ISO_WEEK_PATTERN,
  type IsoWeek,
  nextReminderMorning,
  reminderWeekDue,
} from './reminder-time.js';

/** Each company's look for the people whose weekly reminder is due, at a morning of its people. */
export const REMINDER_SWEEP_QUEUE = 'receipt-inbox.reminder-sweep';
/** One person's missing-receipts reminder of one ISO week. */
export const REMINDER_QUEUE = 'receipt-inbox.reminder';

interface SweepPayload {
  companyId: number;
}

const SWEEP_PAYLOAD_SCHEMA = idPayloadSchema('companyId');

interface ReminderPayload {
  companyId: number;
  userId: number;
  week: IsoWeek;
}

const REMINDER_PAYLOAD_SCHEMA: JSONSchemaType<ReminderPayload> = {
  type: 'object',
  properties: {
    companyId: { type: 'integer', minimum: 1 },
    userId: { type: 'integer', minimum: 1 },
    week: { type: 'string', pattern: ISO_WEEK_PATTERN },
  },
  required: ['companyId', 'userId', 'week'],
  additionalProperties: false,
};

/** Seconds after the hour a sweep waits: the database's clock may run a little behind ours. */
const MARGIN_SECONDS = 1;

const LIVE_JOB_STATES = ['queued', 'active', 'retrying'] as const;

const isKnownZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

export interface SweepOutcome {
  /** Reminders queued by this sweep (one a person and week, whichever sweep queued it). */
  queued: number;
}

export interface WeeklyReceiptReminders {
  /** One look now: queues the reminder of each person whose day and morning it is. */
  sweep(companyId: number): Promise<SweepOutcome>;
  /** When the company's next sweep runs: the next REMINDER_HOUR o'clock in one of its zones. */
  nextSweepAt(db: Db, companyId: number): Promise<Date>;
  /** Gives every company without a live sweep its next one. */
  scheduleAll(logger?: JobLogger): Promise<void>;
  /** The latest scheduleAll, once it has finished. */
  scheduled(): Promise<void>;
}

/**
 * The weekly missing-receipts reminder (issue 37) on the job queue: each person chooses its
 * weekday (notification preferences), and gets it that day from 09:00 where they are (their
 * profile's time zone, else the company's), once an ISO week: the reminder's job is keyed by
 * person and week, so sweeps run twice, late, or on several servers at once queue one.
 */
export function createWeeklyReceiptReminders(
  services: Pick<
    Services,
    'db' | 'clock' | 'config' | 'jobs' | 'receiptAddressKey' | 'notifications'
  >,
): WeeklyReceiptReminders {
  const { db, clock, jobs } = services;

  async function companyZoneOf(on: Db, companyId: number): Promise<string> {
    const company = await kyselyOf(on)
      .selectFrom('companies')
      .select('card_service_type')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    return timeZoneOfCardService(company.card_service_type);
  }

  async function sweep(companyId: number): Promise<SweepOutcome> {
    const now = clock.now();
    const companyZone = await companyZoneOf(db, companyId);
    const people = await kyselyOf(db)
      .selectFrom('users as u')
      .leftJoin('notification_preferences as p', (join) =>
        join
          .onRef('p.company_id', '=', 'u.company_id')
          .onRef('p.user_id', '=', 'u.id')
          .on('p.kind', '=', 'missingReceipts'),
      )
      .select(['u.id', 'u.time_zone', 'p.email', 'p.sms', 'p.in_app', 'p.reminder_weekday'])
      .where('u.company_id', '=', companyId)
      .where('u.status', '=', 'active')
      .where('u.deleted_at', 'is', null)
      .where('u.id', 'in', missingReceiptEntries(db, companyId).select('e.user_id'))
      .orderBy('u.id')
      .execute();
    const fallback = defaultChoice('missingReceipts');
    const due = people.flatMap((person) => {
      const choice =
        person.email === null
          ? fallback
          : {
              email: person.email,
              sms: person.sms === true,
              inApp: person.in_app === true,
              reminderWeekday: person.reminder_weekday,
            };
      // Every channel off is the reminder turned off.
      if (!choice.email && !choice.sms && !choice.inApp) return [];
      const timeZone =
        person.time_zone !== null && isKnownZone(person.time_zone) ? person.time_zone : companyZone;
      const week = reminderWeekDue(
        { timeZone, weekday: choice.reminderWeekday ?? fallback.reminderWeekday ?? 1 },
        now,
      );
      return week === null ? [] : [{ userId: person.id, week }];
    });
    if (due.length === 0) return { queued: 0 };
    const ids = await jobs.enqueue<ReminderPayload>(
      REMINDER_QUEUE,
      due.map(({ userId, week }) => ({
        subject: { companyId, kind: 'missing-receipts-reminder', id: `${String(userId)}:${week}` },
        requestedBy: null,
        payload: { companyId, userId, week },
        key: `${String(companyId)}:${String(userId)}:${week}`,
      })),
    );
    return { queued: ids.length };
  }

  async function nextSweepAt(on: Db, companyId: number): Promise<Date> {
    const now = clock.now();
    const zones = await kyselyOf(on)
      .selectFrom('users')
      .select('time_zone')
      .distinct()
      .where('company_id', '=', companyId)
      .where('status', '=', 'active')
      .where('deleted_at', 'is', null)
      .where('time_zone', 'is not', null)
      .execute();
    const all = new Set([await companyZoneOf(on, companyId)]);
    for (const { time_zone: zone } of zones) if (zone !== null && isKnownZone(zone)) all.add(zone);
    return new Date(Math.min(...[...all].map((zone) => nextReminderMorning(zone, now).getTime())));
  }

  /**
   * Queues the company's next sweep, keyed by the company and its instant: two servers (or
   * this sweep's end and a starting server) asking for the same one make one job.
   */
  async function scheduleNext(tx: Db, companyId: number) {
    const at = await nextSweepAt(tx, companyId);
    const now = clock.now();
    await jobs.enqueue<SweepPayload>(
      REMINDER_SWEEP_QUEUE,
      [
        {
          subject: { companyId, kind: 'receipt-reminder-sweep', id: String(companyId) },
          requestedBy: null,
          payload: { companyId },
          key: `${String(companyId)}@${at.toISOString()}`,
        },
      ],
      { tx, startAfterSeconds: (at.getTime() - now.getTime()) / 1000 + MARGIN_SECONDS },
    );
  }

  jobs.define<SweepPayload, SweepOutcome>({
    queue: REMINDER_SWEEP_QUEUE,
    payloadSchema: SWEEP_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    run: ({ companyId }) => sweep(companyId),
    // Whatever became of this sweep, the next morning's is queued with its end.
    async settle(tx, { companyId }) {
      await scheduleNext(tx, companyId);
    },
  });

  jobs.define<ReminderPayload, Sent & { entries: number[] }>({
    queue: REMINDER_QUEUE,
    payloadSchema: REMINDER_PAYLOAD_SCHEMA,
    // A company's Monday morning queues one for each of its cardholders at once.
    batchSize: 5,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    // The notifier reads the person's choice again as it sends: one turned off since sends none.
    run: ({ companyId, userId }) => sendMissingReceiptReminder(services, { companyId, userId }),
  });

  let latest: Promise<void> = Promise.resolve();
  async function scheduleAll(logger?: JobLogger) {
    // One scan of every company for those without a live sweep, then each on its own.
    const companies = await kyselyAcrossCompanies(db)
      .selectFrom('companies as c')
      .leftJoin('background_jobs as j', (join) =>
        join
          .onRef('j.company_id', '=', 'c.id')
          .on('j.subject_kind', '=', 'receipt-reminder-sweep')
          .on('j.subject_id', '=', sql<string>`c.id::text`)
          .on('j.state', 'in', LIVE_JOB_STATES),
      )
      .where('j.id', 'is', null)
      .select('c.id')
      .orderBy('c.id')
      .execute();
    for (const company of companies) {
      try {
        await db.transaction((tx) => scheduleNext(tx, company.id));
      } catch (error) {
        logger?.error(
          { companyId: company.id, err: error },
          'receipt reminder sweep not scheduled',
        );
      }
    }
  }

  return {
    sweep,
    nextSweepAt,
    scheduleAll(logger) {
      const run = scheduleAll(logger);
      latest = run.catch(() => undefined);
      return run;
    },
    scheduled: () => latest,
  };
}
