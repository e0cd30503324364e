import type { Db } from '../db/db.js';

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

interface JobRow extends Record<string, unknown> {
  id: string;
  queue: string;
  company_id: number;
  subject_kind: string;
  subject_id: string;
  requested_by: number | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  next_attempt_at: Date | string | null;
  refusal_code: string | null;
  refusal_detail: string | null;
  last_error: string | null;
  result: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, queue, company_id, subject_kind, subject_id, requested_by, state, attempts,
  max_attempts, next_attempt_at, refusal_code, refusal_detail, last_error, result, created_at,
  updated_at`;

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    queue: row.queue,
    subject: { companyId: row.company_id, kind: row.subject_kind, id: row.subject_id },
    requestedBy: row.requested_by,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    nextAttemptAt: row.next_attempt_at === null ? null : date(row.next_attempt_at),
    refusal:
      row.refusal_code === null ? null : { code: row.refusal_code, detail: row.refusal_detail },
    lastError: row.last_error,
    result: row.result,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

export interface NewJobRecord {
  id: string;
  subject: JobSubject;
  requestedBy: number | null;
}

/** Errors are kept short: a stack or a provider's page does not belong in a row users read. */
const MAX_ERROR_LENGTH = 500;

/** The `background_jobs` table: one row per job, the outcome kept after pg-boss archives it. */
export const jobRecords = {
  /** Many jobs in one statement (a push of thousands of rows enqueues them together). */
  async insert(
    db: Db,
    queue: string,
    jobs: readonly NewJobRecord[],
    maxAttempts: number,
    now: Date,
  ): Promise<void> {
    if (jobs.length === 0) return;
    await db.query(
      `INSERT INTO background_jobs (id, queue, company_id, subject_kind, subject_id, requested_by,
                                    state, max_attempts, created_at, updated_at)
       SELECT job.id, $1, job.company_id, job.subject_kind, job.subject_id, job.requested_by,
              'queued', $2, $3, $3
         FROM unnest($4::uuid[], $5::integer[], $6::text[], $7::text[], $8::integer[])
           AS job (id, company_id, subject_kind, subject_id, requested_by)`,
      [
        queue,
        maxAttempts,
        now,
        jobs.map((job) => job.id),
        jobs.map((job) => job.subject.companyId),
        jobs.map((job) => job.subject.kind),
        jobs.map((job) => job.subject.id),
        jobs.map((job) => job.requestedBy),
      ],
    );
  },

  /** The job runs now, in `worker` (job-workers.ts). */
  async markActive(db: Db, id: string, attempt: number, now: Date, worker: string): Promise<void> {
    await db.query(
      `UPDATE background_jobs SET state = 'active', attempts = $2, next_attempt_at = NULL,
              updated_at = $3, worker = $4
        WHERE id = $1`,
      [id, attempt, now, worker],
    );
  },

  /** Active jobs whose runner is not `me`: each may have been left by a process that died. */
  async activeElsewhere(
    db: Db,
    me: string,
  ): Promise<{ id: string; queue: string; worker: string }[]> {
    return db.query<{ id: string; queue: string; worker: string }>(
      `SELECT id, queue, worker FROM background_jobs
        WHERE state = 'active' AND worker IS NOT NULL AND worker <> $1`,
      [me],
    );
  },

  async markCompleted(db: Db, id: string, result: unknown, now: Date): Promise<void> {
    await db.query(
      `UPDATE background_jobs SET state = 'completed', result = $2::jsonb, updated_at = $3
        WHERE id = $1`,
      [id, result === undefined ? null : JSON.stringify(result), now],
    );
  },

  async markRefused(
    db: Db,
    id: string,
    refusal: { code: string; detail: string | null },
    now: Date,
  ): Promise<void> {
    await db.query(
      `UPDATE background_jobs SET state = 'refused', refusal_code = $2, refusal_detail = $3,
              updated_at = $4
        WHERE id = $1`,
      [id, refusal.code, refusal.detail?.slice(0, MAX_ERROR_LENGTH) ?? null, now],
    );
  },

  /** A transient failure: `nextAttemptAt` when it will run again, null when it will not. */
  async markFailedAttempt(
    db: Db,
    id: string,
    error: string,
    nextAttemptAt: Date | null,
    now: Date,
  ): Promise<void> {
    await db.query(
      `UPDATE background_jobs SET state = $2, last_error = $3, next_attempt_at = $4,
              updated_at = $5
        WHERE id = $1`,
      [
        id,
        nextAttemptAt === null ? 'failed' : 'retrying',
        error.slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt,
        now,
      ],
    );
  },

  async byId(db: Db, companyId: number, id: string): Promise<JobRecord | null> {
    const [row] = await db.query<JobRow>(
      `SELECT ${COLUMNS} FROM background_jobs WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
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
    const rows = await db.query<JobRow>(
      `SELECT DISTINCT ON (subject_id) ${COLUMNS}
         FROM background_jobs
        WHERE company_id = $1 AND subject_kind = $2 AND subject_id = ANY($3::text[])
        ORDER BY subject_id, seq DESC`,
      [companyId, kind, [...subjectIds]],
    );
    return new Map(rows.map((row) => [row.subject_id, toRecord(row)]));
  },
};
