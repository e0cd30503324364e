import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { type Queries, kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import type { Json } from '../db/schema.js';

export const JOB_STATES = [
  'queued',
  'active',
  'retrying',
  'completed',
  'refused',
  'failed',
] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The business row a job works for. */
export interface JobSubject {
  companyId: number;
  /** A kind of row: `card-transaction`, `accounting-dataset`, `sat-account`… */
  kind: string;
  id: string;
}

/** One job as the user who asked for it may see it. */
export interface JobRecord {
  id: string;
  queue: string;
  subject: JobSubject;
  requestedBy: number | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: Date | null;
  refusal: { code: string; detail: string | null } | null;
  lastError: string | null;
  result: unknown;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns of a job's record, as JobRecord reads them. */
function jobRows(q: Queries) {
  return q
    .selectFrom('background_jobs')
    .select([
      'id',
      'queue',
      'company_id',
      'subject_kind',
      'subject_id',
      'requested_by',
      'state',
      'attempts',
      'max_attempts',
      'next_attempt_at',
      'refusal_code',
      'refusal_detail',
      'last_error',
      'result',
      'created_at',
      'updated_at',
    ]);
}

type JobRow = Awaited<ReturnType<ReturnType<typeof jobRows>['executeTakeFirstOrThrow']>>;

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    queue: row.queue,
    subject: { companyId: row.company_id, kind: row.subject_kind, id: row.subject_id },
    requestedBy: row.requested_by,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    nextAttemptAt: row.next_attempt_at,
    refusal:
      row.refusal_code === null ? null : { code: row.refusal_code, detail: row.refusal_detail },
    lastError: row.last_error,
    result: row.result,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A worker's writes to one job's record, found by the id pg-boss gave it: across companies on
 * purpose, since one worker serves every company's jobs and the id is the job's own.
 */
const byJobId = (db: Db, id: string) =>
  kyselyAcrossCompanies(db).updateTable('background_jobs').where('id', '=', id);

export interface NewJobRecord {
  id: string;
  subject: JobSubject;
  requestedBy: number | null;
}

/** Errors are kept short: a stack or a provider's page does not belong in a row users read. */
const MAX_ERROR_LENGTH = 500;

/** The `background_jobs` table: one row per job, the outcome kept after pg-boss archives it. */
export const jobRecords = {
  /**
   * Many jobs in one statement (a push of thousands of rows enqueues them together). Returns
   * the ids recorded: all of them, but for a keyed job whose key was recorded before.
   */
  async insert(
    db: Db,
    queue: string,
    jobs: readonly NewJobRecord[],
    maxAttempts: number,
    now: Date,
  ): Promise<Set<string>> {
    if (jobs.length === 0) return new Set();
    // One array per column, unnested into rows: one statement and eight parameters however
    // many jobs there are. Across companies on purpose: a push may enqueue for several.
    const job = sql<{
      id: string;
      company_id: number;
      subject_kind: string;
      subject_id: string;
      requested_by: number | null;
    }>`unnest(${jobs.map((one) => one.id)}::uuid[], ${jobs.map((one) => one.subject.companyId)}::integer[],
              ${jobs.map((one) => one.subject.kind)}::text[], ${jobs.map((one) => one.subject.id)}::text[],
              ${jobs.map((one) => one.requestedBy)}::integer[])`.as<'job'>(
      sql`job (id, company_id, subject_kind, subject_id, requested_by)`,
    );
    const inserted = await kyselyAcrossCompanies(db)
      .insertInto('background_jobs')
      .columns([
        'id',
        'queue',
        'company_id',
        'subject_kind',
        'subject_id',
        'requested_by',
        'state',
        'max_attempts',
        'created_at',
        'updated_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom(job)
          .select([
            'job.id',
            eb.val(queue).as('queue'),
            'job.company_id',
            'job.subject_kind',
            'job.subject_id',
            'job.requested_by',
            eb.val<JobState>('queued').as('state'),
            eb.val(maxAttempts).as('max_attempts'),
            eb.val(now).as('created_at'),
            eb.val(now).as('updated_at'),
          ]),
      )
      // A keyed job's id is its key's (job-queue.ts): a second request finds it and is skipped.
      // The key is unique within the company (every key names its company as well, so pg-boss's
      // job ids stay unique across them).
      .onConflict((oc) => oc.columns(['company_id', 'id']).doNothing())
      .returning('id')
      .execute();
    return new Set(inserted.map((row) => row.id));
  },

  /** The job runs now, in `worker` (job-workers.ts). */
  async markActive(db: Db, id: string, attempt: number, now: Date, worker: string): Promise<void> {
    await byJobId(db, id)
      .set({ state: 'active', attempts: attempt, next_attempt_at: null, updated_at: now, worker })
      .execute();
  },

  /**
   * Active jobs whose runner is not `me`: each may have been left by a process that died.
   * Across companies on purpose: the scan looks for every company's.
   */
  async activeElsewhere(
    db: Db,
    me: string,
  ): Promise<{ id: string; queue: string; worker: string }[]> {
    return kyselyAcrossCompanies(db)
      .selectFrom('background_jobs')
      .select(['id', 'queue', 'worker'])
      .where('state', '=', 'active')
      .where('worker', 'is not', null)
      .where('worker', '<>', me)
      .$narrowType<{ worker: string }>()
      .execute();
  },

  /**
   * Takes a job `worker` left active for `me`: one process wins it (the row's worker changes
   * once), so a job is retried once however many notice it.
   */
  async claim(db: Db, id: string, worker: string, me: string): Promise<boolean> {
    const claimed = await byJobId(db, id)
      .set({ worker: me })
      .where('state', '=', 'active')
      .where('worker', '=', worker)
      .returning('id')
      .execute();
    return claimed.length > 0;
  },

  async markCompleted(db: Db, id: string, result: unknown, now: Date): Promise<void> {
    await byJobId(db, id)
      .set({
        state: 'completed',
        // As JSON text: a driver would turn a plain array into a Postgres array.
        result: result === undefined ? null : sql<Json>`${JSON.stringify(result)}::jsonb`,
        updated_at: now,
      })
      .execute();
  },

  async markRefused(
    db: Db,
    id: string,
    refusal: { code: string; detail: string | null },
    now: Date,
  ): Promise<void> {
    await byJobId(db, id)
      .set({
        state: 'refused',
        refusal_code: refusal.code,
        refusal_detail: refusal.detail?.slice(0, MAX_ERROR_LENGTH) ?? null,
        updated_at: now,
      })
      .execute();
  },

  /** A transient failure: `nextAttemptAt` when it will run again, null when it will not. */
  async markFailedAttempt(
    db: Db,
    id: string,
    error: string,
    nextAttemptAt: Date | null,
    now: Date,
  ): Promise<void> {
    await byJobId(db, id)
      .set({
        state: nextAttemptAt === null ? 'failed' : 'retrying',
        last_error: error.slice(0, MAX_ERROR_LENGTH),
        next_attempt_at: nextAttemptAt,
        updated_at: now,
      })
      .execute();
  },

  async byId(db: Db, companyId: number, id: string): Promise<JobRecord | null> {
    const row = await jobRows(kyselyOf(db))
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** The newest job of each subject, by subject id. */
  async latest(
    db: Db,
    companyId: number,
    kind: string,
    subjectIds: readonly string[],
  ): Promise<Map<string, JobRecord>> {
    if (subjectIds.length === 0) return new Map();
    const rows = await jobRows(kyselyOf(db))
      .distinctOn('subject_id')
      .where('company_id', '=', companyId)
      .where('subject_kind', '=', kind)
      .where((eb) =>
        eb('subject_id', '=', eb.fn.any(eb.cast<string[]>(eb.val([...subjectIds]), sql`text[]`))),
      )
      .orderBy('subject_id')
      .orderBy('seq', 'desc')
      .execute();
    return new Map(rows.map((row) => [row.subject_id, toRecord(row)]));
  },
};
