import type { JSONSchemaType } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import {
  type JobDefinition,
  type JobOutcome,
  type JobQueue,
  type JobsConfig,
  createJobQueue,
} from '../src/jobs/job-queue.js';
import type { JobRecord, JobSubject } from '../src/jobs/job-records.js';
import { JobRefusal } from '../src/jobs/job-refusal.js';
import { jobsSchemaOf } from '../src/jobs/jobs-schema.js';
import { seedCompanies } from '../src/seed/companies.js';
import { COMPANY } from '../src/seed/index.js';
import { type TestDb, openTestDb } from './support/test-db.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const CONFIG: JobsConfig = { workers: true, pollingIntervalSeconds: 0.5, shutdownTimeoutMs: 1000 };

interface Script {
  /** What each attempt does, in order: succeed, throw, refuse, or wait for `release`. */
  steps: ('ok' | 'error' | 'refuse' | 'hold')[];
}

interface Probe {
  attempts: Map<string, number>;
  settled: Map<string, JobOutcome<unknown>['state']>;
  holding: Set<string>;
  release(): void;
}

const SCRIPT_SCHEMA: JSONSchemaType<Script> = {
  type: 'object',
  properties: {
    steps: { type: 'array', items: { type: 'string', enum: ['ok', 'error', 'refuse', 'hold'] } },
  },
  required: ['steps'],
  additionalProperties: false,
};

function scriptedQueue(name: string, probe: Probe, retryLimit: number): JobDefinition<Script> {
  let released: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    released = resolve;
  });
  probe.release = () => released();
  return {
    queue: name,
    retryLimit,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    batchSize: 10,
    payloadSchema: SCRIPT_SCHEMA,
    async run(script, job) {
      probe.attempts.set(job.subject.id, job.attempt);
      const step = script.steps[job.attempt - 1] ?? 'ok';
      if (step === 'error') throw new Error(`attempt ${job.attempt} failed`);
      if (step === 'refuse') throw new JobRefusal('ACCOUNT_ARCHIVED', 'Account 400 is archived');
      if (step === 'hold') {
        probe.holding.add(job.subject.id);
        await gate;
      }
      return { pushedAs: `P-${job.subject.id}` };
    },
    async settle(tx, _script, job, outcome) {
      // The business row changes in the job's own transaction.
      await sqlRows(tx, 'SELECT 1');
      probe.settled.set(job.subject.id, outcome.state);
    },
  };
}

/** A database of its own for a queue, migrated, with the demo companies its subjects belong to. */
async function openCompaniesDb(): Promise<TestDb> {
  const testDb = await openTestDb();
  await migrate(testDb.db);
  await seedCompanies(testDb.db);
  return testDb;
}

function newProbe(): Probe {
  return { attempts: new Map(), settled: new Map(), holding: new Set(), release: () => undefined };
}

const subject = (id: string, companyId: number = COMPANY.northwind): JobSubject => ({
  companyId,
  kind: 'test-row',
  id,
});

describe('the job queue (pg-boss in the same database)', () => {
  let testDb: TestDb;
  let db: Db;
  let queue: JobQueue;
  const probe = newProbe();

  const latest = async (id: string, companyId: number = COMPANY.northwind) => {
    const record = (await queue.latest(companyId, 'test-row', [id])).get(id);
    if (!record) throw new Error(`no job for ${id}`);
    return record;
  };
  const settledAs = async (id: string, state: JobRecord['state']) =>
    waitFor(async () => {
      const record = await latest(id);
      return record.state === state ? record : undefined;
    });
  const bossState = async (jobId: string) => {
    const schema = await jobsSchemaOf(db);
    const [row] = await sqlRows<{ state: string }>(
      db,
      `SELECT state::text AS state FROM ${schema}.job WHERE id = $1`,
      [jobId],
    );
    return row?.state;
  };

  beforeAll(async () => {
    testDb = await openCompaniesDb();
    db = testDb.db;
    queue = createJobQueue({ db, clock: systemClock, config: CONFIG });
    queue.define(scriptedQueue('test.scripted', probe, 2));
    await queue.start();
  });

  afterAll(async () => {
    probe.release();
    await queue.stop();
    await testDb.dispose();
  });

  it('runs a job in the server process and records its result for its subject', async () => {
    const [id] = await queue.enqueue('test.scripted', [
      { subject: subject('ok-1'), requestedBy: null, payload: { steps: ['ok'] } },
    ]);
    const record = await settledAs('ok-1', 'completed');
    expect(record).toMatchObject({
      id,
      queue: 'test.scripted',
      state: 'completed',
      attempts: 1,
      maxAttempts: 3,
      refusal: null,
      result: { pushedAs: 'P-ok-1' },
    });
    expect(probe.settled.get('ok-1')).toBe('completed');
    expect(await bossState(record.id)).toBe('completed');
  });

  it('retries a transient failure with exponential backoff, then succeeds', async () => {
    const before = Date.now();
    await queue.enqueue('test.scripted', [
      {
        subject: subject('flaky'),
        requestedBy: null,
        payload: { steps: ['error', 'error', 'ok'] },
      },
    ]);
    const first = await waitFor(async () => {
      const record = await latest('flaky');
      return record.state === 'retrying' && record.attempts === 1 ? record : undefined;
    });
    const afterFirst = Date.now();
    expect(first.lastError).toBe('attempt 1 failed');
    // pg-boss waits delay × 2^(n-1) to twice that (jitter): 1–2 s, then 2–4 s.
    const firstWait = (first.nextAttemptAt?.getTime() ?? 0) - before;
    expect(firstWait).toBeGreaterThanOrEqual(1000 - 50);
    expect((first.nextAttemptAt?.getTime() ?? 0) - afterFirst).toBeLessThanOrEqual(2000 + 50);
    const second = await waitFor(async () => {
      const record = await latest('flaky');
      return record.state === 'retrying' && record.attempts === 2 ? record : undefined;
    });
    const secondRecordedAt = second.updatedAt.getTime();
    const secondWait = (second.nextAttemptAt?.getTime() ?? 0) - secondRecordedAt;
    expect(secondWait).toBeGreaterThanOrEqual(2000 - 100);
    expect(secondWait).toBeLessThanOrEqual(4000 + 100);
    const done = await settledAs('flaky', 'completed');
    expect(done.attempts).toBe(3);
    expect(probe.settled.get('flaky')).toBe('completed');
  });

  it('fails for good once the retries are spent, and settles the row as failed', async () => {
    await queue.enqueue('test.scripted', [
      {
        subject: subject('broken'),
        requestedBy: null,
        payload: { steps: ['error', 'error', 'error'] },
      },
    ]);
    const record = await settledAs('broken', 'failed');
    expect(record).toMatchObject({
      attempts: 3,
      nextAttemptAt: null,
      lastError: 'attempt 3 failed',
    });
    expect(probe.settled.get('broken')).toBe('failed');
    expect(await bossState(record.id)).toBe('failed');
  });

  it('never retries a refusal', async () => {
    await queue.enqueue('test.scripted', [
      { subject: subject('refused'), requestedBy: null, payload: { steps: ['refuse', 'ok'] } },
    ]);
    const record = await settledAs('refused', 'refused');
    expect(record).toMatchObject({
      attempts: 1,
      refusal: { code: 'ACCOUNT_ARCHIVED', detail: 'Account 400 is archived' },
    });
    expect(probe.settled.get('refused')).toBe('refused');
    // Completed in pg-boss: nothing is left to run again.
    expect(await bossState(record.id)).toBe('completed');
    expect(probe.attempts.get('refused')).toBe(1);
  });

  it('enqueues in the caller’s transaction: a rollback leaves no job and no record', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue(
          'test.scripted',
          [{ subject: subject('rolled-back'), requestedBy: null, payload: { steps: ['ok'] } }],
          { tx },
        );
        throw new Error('the business update failed');
      }),
    ).rejects.toThrow('the business update failed');
    expect(await queue.latest(COMPANY.northwind, 'test-row', ['rolled-back'])).toEqual(new Map());
    const schema = await jobsSchemaOf(db);
    const rows = await sqlRows(
      db,
      `SELECT 1 FROM ${schema}.job WHERE data->'subject'->>'id' = 'rolled-back'`,
    );
    expect(rows).toEqual([]);
  });

  it('runs a batch side by side and shows each subject its newest job, per company', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => `batch-${index}`);
    await queue.enqueue(
      'test.scripted',
      ids.map((id) => ({ subject: subject(id), requestedBy: null, payload: { steps: ['ok'] } })),
    );
    await waitFor(async () => {
      const records = await queue.latest(COMPANY.northwind, 'test-row', ids);
      return [...records.values()].filter((record) => record.state === 'completed').length === 25
        ? true
        : undefined;
    });
    // A second job for one subject becomes its newest.
    const [again] = await queue.enqueue('test.scripted', [
      { subject: subject('batch-0'), requestedBy: null, payload: { steps: ['refuse'] } },
    ]);
    const newest = await settledAs('batch-0', 'refused');
    expect(newest.id).toBe(again);
    // Another company sees none of them, by subject or by id.
    expect(await queue.latest(COMPANY.mexico, 'test-row', ids)).toEqual(new Map());
    expect(await queue.byId(COMPANY.mexico, newest.id)).toBeNull();
    expect((await queue.byId(COMPANY.northwind, newest.id))?.state).toBe('refused');
  });
});

describe('a long queue', () => {
  it('drains batch after batch without waiting for the next poll', async () => {
    const testDb = await openCompaniesDb();
    const { db } = testDb;
    // A poll far longer than the wait below: only a worker that fetches again after a full
    // batch runs all three batches in time.
    const queue = createJobQueue({
      db,
      clock: systemClock,
      config: { ...CONFIG, pollingIntervalSeconds: 600 },
    });
    const probe = newProbe();
    queue.define(scriptedQueue('test.long', probe, 0));
    await queue.start();
    try {
      const ids = Array.from({ length: 25 }, (_, index) => `long-${index}`);
      await queue.enqueue(
        'test.long',
        ids.map((id) => ({ subject: subject(id), requestedBy: null, payload: { steps: ['ok'] } })),
      );
      await waitFor(
        () => (ids.every((id) => probe.settled.get(id) === 'completed') ? true : undefined),
        { timeoutMs: 60_000 },
      );
      expect(probe.settled.size).toBe(25);
    } finally {
      await queue.stop();
      await testDb.dispose();
    }
  });
});

describe('stopping the queue', () => {
  it('lets a running job finish, and fails one that outlasts the timeout so it runs again', async () => {
    const testDb = await openCompaniesDb();
    const { db } = testDb;
    try {
      const probe = newProbe();
      const first = createJobQueue({ db, clock: systemClock, config: CONFIG });
      first.define(scriptedQueue('test.shutdown', probe, 2));
      await first.start();
      await first.enqueue('test.shutdown', [
        { subject: subject('held'), requestedBy: null, payload: { steps: ['hold', 'ok'] } },
      ]);
      await waitFor(() => (probe.holding.has('held') ? true : undefined));
      // The job holds past the shutdown timeout: pg-boss fails it, to be retried.
      await first.stop();
      probe.release();
      const afterStop = (await first.latest(COMPANY.northwind, 'test-row', ['held'])).get('held');
      expect(afterStop?.state).toBe('active');
      const schema = await jobsSchemaOf(db);
      const [row] = await sqlRows<{ state: string }>(
        db,
        `SELECT state::text AS state FROM ${schema}.job WHERE id = $1`,
        [afterStop?.id],
      );
      expect(row?.state).toBe('retry');

      // The next process picks it up.
      const secondProbe = newProbe();
      const second = createJobQueue({ db, clock: systemClock, config: CONFIG });
      second.define(scriptedQueue('test.shutdown', secondProbe, 2));
      await second.start();
      const record = await waitFor(async () => {
        const latest = (await second.latest(COMPANY.northwind, 'test-row', ['held'])).get('held');
        return latest?.state === 'completed' ? latest : undefined;
      });
      expect(record.attempts).toBe(2);
      await second.stop();
    } finally {
      await testDb.dispose();
    }
  });

  it('waits for a job that finishes within the timeout', async () => {
    const testDb = await openCompaniesDb();
    const { db } = testDb;
    try {
      const probe = newProbe();
      const queue = createJobQueue({
        db,
        clock: systemClock,
        config: { ...CONFIG, shutdownTimeoutMs: 20_000 },
      });
      queue.define(scriptedQueue('test.graceful', probe, 2));
      await queue.start();
      await queue.enqueue('test.graceful', [
        { subject: subject('finishing'), requestedBy: null, payload: { steps: ['hold'] } },
      ]);
      await waitFor(() => (probe.holding.has('finishing') ? true : undefined));
      const stopping = queue.stop();
      // Released while stop() is already waiting for running jobs.
      setTimeout(() => probe.release(), 300);
      await stopping;
      const record = (await queue.latest(COMPANY.northwind, 'test-row', ['finishing'])).get(
        'finishing',
      );
      expect(record?.state).toBe('completed');
    } finally {
      await testDb.dispose();
    }
  });
});
