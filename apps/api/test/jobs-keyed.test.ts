// Keyed jobs (issue 37's weekly reminder uses them): every request of a queue with the same
// key makes one job, when 16 are sent at once and when one comes after the job ran; a request
// without a key, or with another, is a job of its own.
import type { JSONSchemaType } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { type JobQueue, createJobQueue, keyedJobId } from '../src/jobs/job-queue.js';
import { seedCompanies } from '../src/seed/companies.js';
import { COMPANY } from '../src/seed/index.js';
import { sqlRows } from './support/sql-rows.js';
import { type TestDb, onPostgres, openTestDb } from './support/test-db.js';
import { waitFor } from './support/wait-for.js';

const QUEUE = 'test.keyed';

interface Payload {
  rowId: number;
}

const payloadSchema: JSONSchemaType<Payload> = {
  type: 'object',
  properties: { rowId: { type: 'integer', minimum: 1 } },
  required: ['rowId'],
  additionalProperties: false,
};

const request = (rowId: number, key?: string) => ({
  subject: { companyId: COMPANY.northwind, kind: 'test-row', id: String(rowId) },
  requestedBy: null,
  payload: { rowId },
  ...(key === undefined ? {} : { key }),
});

describe(`keyed jobs (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  let testDb: TestDb;
  let db: Db;
  let jobs: JobQueue;
  const ran: number[] = [];

  beforeAll(async () => {
    testDb = await openTestDb();
    db = testDb.db;
    await migrate(db);
    await seedCompanies(db);
    jobs = createJobQueue({
      db,
      clock: systemClock,
      config: { workers: true, pollingIntervalSeconds: 0.5, shutdownTimeoutMs: 1000 },
    });
    jobs.define<Payload, null>({
      queue: QUEUE,
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
      payloadSchema,
      run: ({ rowId }) => {
        ran.push(rowId);
        return Promise.resolve(null);
      },
    });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs.stop();
    await testDb.dispose();
  });

  const recorded = async (rowId: number) =>
    sqlRows<{ id: string; state: string }>(
      db,
      `SELECT id::text AS id, state FROM background_jobs WHERE queue = $1 AND subject_id = $2`,
      [QUEUE, String(rowId)],
    );

  it('makes one job of 16 requests with one key sent at once, and runs it once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => jobs.enqueue(QUEUE, [request(1, 'week-10')])),
    );
    const ids = answers.flat();
    expect(ids).toEqual([keyedJobId(QUEUE, 'week-10')]);
    await waitFor(async () => {
      const [row] = await recorded(1);
      return row?.state === 'completed' ? row : undefined;
    });
    expect(ran).toEqual([1]);
  });

  it('skips a request whose key ran already, and takes another key or none', async () => {
    expect(await jobs.enqueue(QUEUE, [request(1, 'week-10')])).toEqual([]);
    const [next] = await jobs.enqueue(QUEUE, [request(1, 'week-11')]);
    expect(next).toBe(keyedJobId(QUEUE, 'week-11'));
    expect(await jobs.enqueue(QUEUE, [request(2), request(2)])).toHaveLength(2);
    await waitFor(async () => {
      const rows = [...(await recorded(1)), ...(await recorded(2))];
      return rows.length === 4 && rows.every((row) => row.state === 'completed') ? rows : undefined;
    });
    expect(ran.sort()).toEqual([1, 1, 2, 2]);
  });

  it('derives the same id on every server and a different one for another queue', () => {
    expect(keyedJobId(QUEUE, 'a')).toBe(keyedJobId(QUEUE, 'a'));
    expect(keyedJobId(QUEUE, 'a')).not.toBe(keyedJobId('other.queue', 'a'));
    expect(keyedJobId(QUEUE, 'a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
