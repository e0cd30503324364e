import { createHash, randomUUID } from 'node:crypto';
import type { JSONSchemaType, ValidateFunction } from 'ajv';
import PgBoss from 'pg-boss';
import type { Clock } from '../clock.js';
import { createAjv } from '../contract/ajv.js';
import type { Db } from '../db/db.js';
import { bossDb } from './boss-db.js';
import { type JobRecord, type JobSubject, jobRecords } from './job-records.js';
import { JobRefusal } from './job-refusal.js';
import { jobWorkersOf } from './job-workers.js';
import { jobsSchemaOf } from './jobs-schema.js';

export interface JobsConfig {
  /** Run workers in this process; off for an instance that only serves requests. */
  workers: boolean;
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds: number;
  /** How long a stopping server lets running jobs finish before failing them (to retry). */
  shutdownTimeoutMs: number;
}

/** A job as its handler sees it. */
export interface RunningJob {
  id: string;
  queue: string;
  subject: JobSubject;
  requestedBy: number | null;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
}

export type JobOutcome<R> =
  | { state: 'completed'; result: R }
  | { state: 'refused'; refusal: JobRefusal }
  | { state: 'failed'; error: string };

/** One kind of background work: its queue, its retry policy and its handler. */
export interface JobDefinition<P, R = unknown> {
  queue: string;
  /** Runs after the first, spaced by exponential backoff (with jitter) from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run that outlasts this is failed by pg-boss's supervision (and retried). */
  expireInSeconds: number;
  /** Jobs one worker takes at a time and runs side by side. */
  batchSize?: number;
  /**
   * The one schema of this job's payload, checked when a job is enqueued (a bad one throws)
   * and when it is taken (a bad one is failed at once, never retried, and logged): a payload
   * no run can use would otherwise be retried until its limit. Every queue names one.
   */
  payloadSchema: JSONSchemaType<P>;
  /**
   * The work. Throw `JobRefusal` when it cannot succeed as asked (never retried); any other
   * error is retried until `retryLimit`.
   */
  run(payload: P, job: RunningJob): Promise<R>;
  /**
   * The final outcome, in the same transaction as the job's record and its completion in
   * pg-boss: the business row changes exactly when the job ends.
   */
  settle?(tx: Db, payload: P, job: RunningJob, outcome: JobOutcome<R>): Promise<void>;
}

/** A definition as the queue keeps it: its payload schema is compiled into `payloadChecks`. */
type Defined<R = unknown> = Omit<JobDefinition<unknown, R>, 'payloadSchema'>;

export interface JobRequest<P> {
  subject: JobSubject;
  requestedBy: number | null;
  payload: P;
  /**
   * Workers take waiting jobs of a queue highest priority first, then oldest first; absent, 0.
   * A queue shared by every company ranks each company's jobs among its own (0 for its first
   * waiting job, -1 for the next…), so one company's long backlog does not hold the others'.
   */
  priority?: number;
  /**
   * Makes the request idempotent across servers and time: every request of the queue with
   * this key makes one job, however many servers send it at once, and a later one is skipped
   * even after the job ran (its record keeps the key's id). For work that must happen once
   * per period: a person's reminder of a week, a company's sweep of an hour.
   */
  key?: string;
}

export interface JobLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobQueue {
  /** Adds a kind of work; every definition is made before `start`. */
  define<P, R>(definition: JobDefinition<P, R>): void;
  /** Installs or migrates pg-boss's schema, creates the queues and starts the workers. */
  start(logger?: JobLogger): Promise<void>;
  /** Stops taking jobs, lets running ones finish (up to the shutdown timeout), then fails them. */
  stop(): Promise<void>;
  /**
   * Enqueues one job per request and records each for its subject. With `tx`, both happen in
   * the caller's transaction (the business row and its job commit together); call `wake` after
   * the commit so a local worker starts at once instead of at its next poll. With
   * `startAfterSeconds`, the jobs wait that long (from the database's now) before they run.
   * Returns the ids of the jobs enqueued: a keyed request whose job exists already has none.
   */
  enqueue<P>(
    queue: string,
    requests: readonly JobRequest<P>[],
    options?: { tx?: Db; startAfterSeconds?: number },
  ): Promise<string[]>;
  /** Tells this process's worker of `queue` to look for jobs now. */
  wake(queue: string): void;
  /** A job of the company, or null. */
  byId(companyId: number, id: string): Promise<JobRecord | null>;
  /** The newest job of each of these subjects. */
  latest(
    companyId: number,
    kind: string,
    subjectIds: readonly string[],
  ): Promise<Map<string, JobRecord>>;
}

interface Envelope<P> {
  subject: JobSubject;
  requestedBy: number | null;
  payload: P;
}

/** Raised by `enqueue` for a payload its queue's schema refuses: nothing is enqueued. */
export class JobPayloadError extends Error {
  constructor(
    readonly queue: string,
    readonly problems: string,
  ) {
    super(`The payload of a ${queue} job was refused: ${problems}`);
    this.name = 'JobPayloadError';
  }
}

const payloadAjv = createAjv({ coerceTypes: false });

/**
 * The job id of a keyed request: a UUID (version 8, "custom") made of the queue and the key's
 * SHA-256, so every server derives the same one and none can meet a random one.
 */
export function keyedJobId(queue: string, key: string): string {
  const bytes = createHash('sha256').update(`${queue}\u0000${key}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const silentLogger: JobLogger = { error: () => undefined, warn: () => undefined };

/** The failure recorded for a run whose process stopped under it. */
export const ABANDONED_RUN = 'The process running this job stopped';

/** How often a running queue looks for jobs a stopped process left active. */
const ABANDONED_CHECK_MS = 60_000;

/**
 * The server's job queue: pg-boss (a Postgres-backed queue library: `SKIP LOCKED` fetches,
 * retries with exponential backoff, expiry of stuck runs) in the same database as the business
 * rows, on PGlite or Postgres through the server's Db, with a worker in the server process.
 */
export function createJobQueue(deps: { db: Db; clock: Clock; config: JobsConfig }): JobQueue {
  const { db, clock, config } = deps;
  const definitions = new Map<string, Defined>();
  const payloadChecks = new Map<string, ValidateFunction>();

  /** What is wrong with a payload for `queue`, or null when its schema takes it. */
  const payloadProblems = (queue: string, payload: unknown): string | null => {
    const check = payloadChecks.get(queue);
    if (!check || check(payload)) return null;
    return payloadAjv.errorsText(check.errors, { dataVar: 'payload' });
  };
  const workerIds = new Map<string, string>();
  let boss: PgBoss | undefined;
  let open = false;
  let logger = silentLogger;
  const workers = jobWorkersOf(db);
  let abandonedTimer: NodeJS.Timeout | undefined;

  const started = (): PgBoss => {
    if (!boss || !open) throw new Error('The job queue is not started');
    return boss;
  };

  async function finish<R>(
    definition: Defined<R>,
    job: RunningJob,
    payload: unknown,
    outcome: JobOutcome<R>,
    retryCount: number,
    retryLimit: number,
  ) {
    const queue = started();
    await db.transaction(async (tx) => {
      const txBoss = { db: bossDb(tx) };
      const now = clock.now();
      let final = true;
      if (outcome.state === 'completed') {
        await queue.complete(job.queue, job.id, { done: true }, txBoss);
        await jobRecords.markCompleted(tx, job.id, outcome.result, now);
      } else if (outcome.state === 'refused') {
        // Completed in pg-boss: the job did its work, and the answer is no.
        await queue.complete(job.queue, job.id, { refused: outcome.refusal.code }, txBoss);
        await jobRecords.markRefused(tx, job.id, outcome.refusal, now);
      } else {
        await queue.fail(job.queue, job.id, { message: outcome.error }, txBoss);
        final = retryCount >= retryLimit;
        const next = final
          ? null
          : await queue.getJobById(job.queue, job.id, { ...txBoss, includeArchive: false });
        await jobRecords.markFailedAttempt(
          tx,
          job.id,
          outcome.error,
          next ? new Date(next.startAfter) : null,
          now,
        );
      }
      if (final) await definition.settle?.(tx, payload, job, outcome);
    });
  }

  /**
   * A payload its schema refuses can never run: the job is ended in pg-boss (cancelled, so it
   * is not retried), recorded as failed with the reason, and logged. Its `settle` is not
   * called, since it could only be given a payload it cannot read.
   */
  async function refusePayload(job: RunningJob, problems: string) {
    const queue = started();
    logger.error({ queue: job.queue, jobId: job.id, problems }, 'job payload refused');
    try {
      await db.transaction(async (tx) => {
        await queue.cancel(job.queue, job.id, { db: bossDb(tx) });
        await jobRecords.markFailedAttempt(
          tx,
          job.id,
          `Payload refused: ${problems}`,
          null,
          clock.now(),
        );
      });
    } catch (error) {
      logger.error({ queue: job.queue, jobId: job.id, err: error }, 'job outcome not recorded');
    }
  }

  async function runOne(definition: Defined, job: PgBoss.JobWithMetadata<Envelope<unknown>>) {
    const running: RunningJob = {
      id: job.id,
      queue: job.name,
      subject: job.data.subject,
      requestedBy: job.data.requestedBy,
      attempt: job.retryCount + 1,
      maxAttempts: job.retryLimit + 1,
    };
    const problems = payloadProblems(job.name, job.data.payload);
    if (problems !== null) {
      await refusePayload(running, problems);
      return;
    }
    try {
      await jobRecords.markActive(db, job.id, running.attempt, clock.now(), await workers.me());
      let outcome: JobOutcome<unknown>;
      try {
        outcome = { state: 'completed', result: await definition.run(job.data.payload, running) };
      } catch (error) {
        outcome =
          error instanceof JobRefusal
            ? { state: 'refused', refusal: error }
            : { state: 'failed', error: errorText(error) };
        if (outcome.state === 'failed') {
          logger.warn(
            { queue: job.name, jobId: job.id, attempt: running.attempt, err: error },
            'job attempt failed',
          );
        }
      }
      await finish(definition, running, job.data.payload, outcome, job.retryCount, job.retryLimit);
    } catch (error) {
      // Recording failed (the database went away?): the job stays active in pg-boss until its
      // expiry, then runs again.
      logger.error({ queue: job.name, jobId: job.id, err: error }, 'job outcome not recorded');
    }
  }

  /**
   * Jobs a stopped process left active (killed mid-run) would wait for their expiry (30 minutes
   * for a SAT download) before pg-boss ran them again. Each one whose runner is gone is claimed
   * (one process wins it) and failed now, so it is retried as any failed attempt is.
   */
  async function retryAbandoned() {
    const me = await workers.me();
    const candidates = await jobRecords.activeElsewhere(db, me);
    if (candidates.length === 0) return;
    const gone = await workers.gone([...new Set(candidates.map((job) => job.worker))]);
    for (const candidate of candidates) {
      const definition = definitions.get(candidate.queue);
      if (!definition || !gone.has(candidate.worker)) continue;
      if (!(await jobRecords.claim(db, candidate.id, candidate.worker, me))) continue;
      const job = await started().getJobById<Envelope<unknown>>(candidate.queue, candidate.id);
      if (job?.state !== 'active') continue;
      logger.warn(
        { queue: job.name, jobId: job.id, worker: candidate.worker },
        'job left active by a stopped process: retried',
      );
      const running: RunningJob = {
        id: job.id,
        queue: job.name,
        subject: job.data.subject,
        requestedBy: job.data.requestedBy,
        attempt: job.retryCount + 1,
        maxAttempts: job.retryLimit + 1,
      };
      const problems = payloadProblems(job.name, job.data.payload);
      if (problems !== null) {
        await refusePayload(running, problems);
        continue;
      }
      await finish(
        definition,
        running,
        job.data.payload,
        { state: 'failed', error: ABANDONED_RUN },
        job.retryCount,
        job.retryLimit,
      );
    }
  }

  const checkAbandoned = () =>
    retryAbandoned().catch((error: unknown) => {
      logger.error({ err: error }, 'jobs left by a stopped process not retried');
    });

  return {
    define(definition) {
      if (boss) throw new Error(`Define ${definition.queue} before the job queue starts`);
      if (definitions.has(definition.queue)) throw new Error(`Queue ${definition.queue} twice`);
      const { payloadSchema, ...defined } = definition;
      payloadChecks.set(definition.queue, payloadAjv.compile(payloadSchema));
      definitions.set(definition.queue, defined);
    },

    async start(log) {
      if (boss) return;
      logger = log ?? silentLogger;
      open = true;
      const instance = new PgBoss({
        db: bossDb(db, () => open),
        schema: await jobsSchemaOf(db),
        // Cron schedules are not used; their clock monitor would poll for nothing.
        schedule: false,
        supervise: true,
      });
      // pg-boss reports its own failures (a poll that could not reach the database) as events;
      // an EventEmitter without a listener would crash the process instead.
      instance.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      boss = instance;
      await instance.start();
      for (const definition of definitions.values()) {
        const policy = {
          name: definition.queue,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds,
        };
        // createQueue keeps an existing queue as it is, so the code's policy is applied after.
        await instance.createQueue(definition.queue, policy);
        await instance.updateQueue(definition.queue, policy);
        if (!config.workers) continue;
        const workerId = await instance.work<Envelope<unknown>>(
          definition.queue,
          {
            includeMetadata: true,
            batchSize: definition.batchSize ?? 1,
            pollingIntervalSeconds: config.pollingIntervalSeconds,
          },
          async (jobs) => {
            await Promise.all(jobs.map((job) => runOne(definition, job)));
            // A full batch says more are waiting: fetch again at once, not after a poll, so a
            // large push drains at the pace of the work rather than a batch a poll.
            if (jobs.length >= (definition.batchSize ?? 1)) {
              const id = workerIds.get(definition.queue);
              if (id && open) instance.notifyWorker(id);
            }
          },
        );
        workerIds.set(definition.queue, workerId);
      }
      await checkAbandoned();
      abandonedTimer = setInterval(() => void checkAbandoned(), ABANDONED_CHECK_MS);
      abandonedTimer.unref();
    },

    async stop() {
      clearInterval(abandonedTimer);
      if (!boss || !open) return;
      await boss.stop({
        graceful: true,
        wait: true,
        close: false,
        timeout: config.shutdownTimeoutMs,
      });
      open = false;
    },

    async enqueue(queue, requests, options = {}) {
      const definition = definitions.get(queue);
      if (!definition) throw new Error(`No job queue named ${queue}`);
      for (const request of requests) {
        const problems = payloadProblems(queue, request.payload);
        if (problems !== null) throw new JobPayloadError(queue, problems);
      }
      const instance = started();
      const jobs = requests.map((request) => ({
        id: request.key === undefined ? randomUUID() : keyedJobId(queue, request.key),
        request,
      }));
      const write = async (tx: Db) => {
        // The records first: their primary key is what makes a keyed request's second one
        // wait for the first's transaction and then find its row (on any server).
        const recorded = await jobRecords.insert(
          tx,
          queue,
          jobs.map(({ id, request }) => ({
            id,
            subject: request.subject,
            requestedBy: request.requestedBy,
          })),
          definition.retryLimit + 1,
          clock.now(),
        );
        const fresh = jobs.filter(({ id }) => recorded.has(id));
        if (fresh.length === 0) return [];
        await instance.insert(
          fresh.map(({ id, request }) => ({
            id,
            name: queue,
            ...(request.priority === undefined ? {} : { priority: request.priority }),
            // pg-boss reads a startAfter without a trailing Z as an interval from its now().
            ...(options.startAfterSeconds === undefined
              ? {}
              : { startAfter: `${Math.max(0, Math.ceil(options.startAfterSeconds))} seconds` }),
            data: {
              subject: request.subject,
              requestedBy: request.requestedBy,
              payload: request.payload,
            } satisfies Envelope<unknown>,
          })),
          { db: bossDb(tx) },
        );
        return fresh.map(({ id }) => id);
      };
      if (options.tx) return write(options.tx);
      const ids = await db.transaction(write);
      if (ids.length > 0) this.wake(queue);
      return ids;
    },

    wake(queue) {
      const workerId = workerIds.get(queue);
      if (workerId && boss && open) boss.notifyWorker(workerId);
    },

    byId: (companyId, id) => jobRecords.byId(db, companyId, id),

    latest: (companyId, kind, subjectIds) => jobRecords.latest(db, companyId, kind, subjectIds),
  };
}
