// Jobs a dead process left active (issue 43 #5): a SAT download whose process was killed with
// -9 stayed "retrieving" until its 30-minute expiry. A queue that starts retries at once the
// jobs whose runner is gone, and leaves alone those a live runner holds. The dead process is
// played by its traces: the job active in pg-boss and in its record, under a runner name that
// no live connection carries.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import {
  ABANDONED_RUN,
  type JobDefinition,
  type JobQueue,
  type JobsConfig,
  createJobQueue,
} from '../src/jobs/job-queue.js';
import { jobWorkersOf } from '../src/jobs/job-workers.js';
import { jobsSchemaOf } from '../src/jobs/jobs-schema.js';
import { seedCompanies } from '../src/seed/companies.js';
import { COMPANY } from '../src/seed/index.js';
import { type TestDb, onPostgres, openTestDb } from './support/test-db.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const CONFIG: JobsConfig = { workers: true, pollingIntervalSeconds: 0.5, shutdownTimeoutMs: 1000 };
const QUEUE = 'test.download';

/** A download-like job: long expiry, as the SAT's; each run is counted. */
function downloads(runs: Map<string, number[]>): JobDefinition<{ name: string }> {
  return {
    queue: QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 1800,
    payloadSchema: {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
      additionalProperties: false,
    },
    async run({ name }, job) {
      runs.set(name, [...(runs.get(name) ?? []), job.attempt]);
      return Promise.resolve({ stored: name });
    },
  };
}

describe(`jobs left active by a process that died (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  let testDb: TestDb;
  let db: Db;
  let other: Db | undefined;
  let queue: JobQueue | undefined;
  const runs = new Map<string, number[]>();

  beforeAll(async () => {
    testDb = await openTestDb();
    db = testDb.db;
    await migrate(db);
    await seedCompanies(db);
  });

  afterAll(async () => {
    await queue?.stop();
    await other?.close();
    await testDb.dispose();
  });

  /** Leaves the job as a process that took it and then stopped would: active, under `worker`. */
  async function leftActive(jobId: string, worker: string) {
    const schema = await jobsSchemaOf(db);
    await sqlRows(
      db,
      `UPDATE ${schema}.job SET state = 'active', started_on = now(), retry_count = 0
        WHERE id = $1`,
      [jobId],
    );
    await sqlRows(
      db,
      `UPDATE background_jobs SET state = 'active', attempts = 1, worker = $2 WHERE id = $1`,
      [jobId, worker],
    );
  }

  const recordOf = async (jobId: string) => {
    const [row] = await sqlRows<{ state: string; worker: string; last_error: string | null }>(
      db,
      'SELECT state, worker, last_error FROM background_jobs WHERE id = $1',
      [jobId],
    );
    return row;
  };

  it('retries the dead one at once, not at its expiry, and leaves the live one alone', async () => {
    // Enqueued by a queue without workers, so nothing runs them until the test says.
    const enqueuer = createJobQueue({
      db,
      clock: systemClock,
      config: { ...CONFIG, workers: false },
    });
    enqueuer.define(downloads(runs));
    await enqueuer.start();
    const subject = (id: string) => ({ companyId: COMPANY.mexico, kind: 'sat-account', id });
    const [dead, live] = await enqueuer.enqueue(QUEUE, [
      { subject: subject('dead'), requestedBy: null, payload: { name: 'dead' } },
      { subject: subject('live'), requestedBy: null, payload: { name: 'live' } },
    ]);
    await enqueuer.stop();
    if (!dead || !live) throw new Error('not enqueued');

    // The live runner: on Postgres another pool, open, with its own name; on PGlite only this
    // database's own runner can be alive.
    let liveWorker = await jobWorkersOf(db).me();
    if (db.kind === 'postgres') {
      const [row] = await sqlRows<{ path: string }>(db, 'SELECT current_schema() AS path');
      other = await openPostgres({
        connectionString: process.env.DATABASE_URL ?? '',
        schema: row?.path ?? 'public',
        maxConnections: 1,
      });
      liveWorker = await jobWorkersOf(other).me();
    }
    await leftActive(dead, `outlay-${randomUUID()}`);
    await leftActive(live, liveWorker);

    queue = createJobQueue({ db, clock: systemClock, config: CONFIG });
    queue.define(downloads(runs));
    await queue.start();

    // Retried as soon as the queue started: its second attempt runs after the retry delay.
    await waitFor(async () => ((await recordOf(dead))?.state === 'completed' ? true : undefined));
    expect(runs.get('dead')).toEqual([2]);
    const record = await recordOf(dead);
    expect(record?.last_error).toBe(ABANDONED_RUN);
    // The live runner's job is still its own.
    expect(runs.get('live')).toBeUndefined();
    expect(await recordOf(live)).toMatchObject({ state: 'active', worker: liveWorker });
  }, 60_000);
});
