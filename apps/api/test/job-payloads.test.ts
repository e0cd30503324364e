import type { JSONSchemaType } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import {
  type JobDefinition,
  type JobLogger,
  type JobsConfig,
  JobPayloadError,
  createJobQueue,
} from '../src/jobs/job-queue.js';
import { jobsSchemaOf } from '../src/jobs/jobs-schema.js';
import { seedCompanies } from '../src/seed/companies.js';
import { COMPANY } from '../src/seed/index.js';
import { type TestDb, openTestDb } from './support/test-db.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const CONFIG: JobsConfig = { workers: true, pollingIntervalSeconds: 0.5, shutdownTimeoutMs: 1000 };
const QUEUE = 'test.payloads';

interface Payload {
  rowId: number;
}

const payloadSchema: JSONSchemaType<Payload> = {
  type: 'object',
  properties: { rowId: { type: 'integer', minimum: 1 } },
  required: ['rowId'],
  additionalProperties: false,
};

const subject = (id: string) => ({ companyId: COMPANY.northwind, kind: 'test-row', id });

/** A payload of an older release, whose schema was looser than today's. */
interface OlderPayload {
  rowId: number | string;
}

const olderSchema: JSONSchemaType<OlderPayload> = {
  type: 'object',
  properties: { rowId: { type: ['integer', 'string'] } },
  required: ['rowId'],
};

function definition(ran: number[]): JobDefinition<Payload> {
  return {
    queue: QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    payloadSchema,
    run(payload) {
      ran.push(payload.rowId);
      return Promise.resolve({ done: payload.rowId });
    },
  };
}

describe('job payloads checked against their queue’s schema', () => {
  let testDb: TestDb;
  let db: Db;
  const ran: number[] = [];
  const errors: string[] = [];
  const logger: JobLogger = {
    error: (_details, message) => errors.push(message),
    warn: () => undefined,
  };
  const queue = (workers = true) =>
    createJobQueue({ db, clock: systemClock, config: { ...CONFIG, workers } });
  let checked: ReturnType<typeof createJobQueue>;

  beforeAll(async () => {
    testDb = await openTestDb();
    db = testDb.db;
    await migrate(db);
    await seedCompanies(db);
    // A payload an older release sent, whose schema was looser: it waits in pg-boss.
    const older = queue(false);
    older.define<OlderPayload, null>({
      queue: QUEUE,
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
      payloadSchema: olderSchema,
      run: () => Promise.resolve(null),
    });
    await older.start();
    await older.enqueue<OlderPayload>(QUEUE, [
      { subject: subject('old'), requestedBy: null, payload: { rowId: 'seven' } },
    ]);
    await older.stop();
    checked = queue();
    checked.define(definition(ran));
    await checked.start(logger);
  });

  afterAll(async () => {
    await checked.stop();
    await testDb.dispose();
  });

  it('refuses to enqueue a payload its schema refuses, and enqueues nothing', async () => {
    await expect(
      checked.enqueue(QUEUE, [
        { subject: subject('new'), requestedBy: null, payload: { rowId: 0 } },
      ]),
    ).rejects.toBeInstanceOf(JobPayloadError);
    expect((await checked.latest(COMPANY.northwind, 'test-row', ['new'])).size).toBe(0);
  });

  it('fails a taken job whose payload is refused at once, without a retry, and logs it', async () => {
    const record = await waitFor(async () => {
      const found = (await checked.latest(COMPANY.northwind, 'test-row', ['old'])).get('old');
      return found?.state === 'failed' ? found : undefined;
    });
    expect(record.lastError).toMatch(/^Payload refused: payload\/rowId must be integer/);
    expect(record.nextAttemptAt).toBeNull();
    expect(record.attempts).toBe(0);
    expect(ran).toEqual([]);
    expect(errors).toContain('job payload refused');
    const schema = await jobsSchemaOf(db);
    const [boss] = await sqlRows<{ state: string }>(
      db,
      `SELECT state::text AS state FROM ${schema}.job WHERE id = $1`,
      [record.id],
    );
    expect(boss?.state).toBe('cancelled');
  });

  it('runs a job whose payload its schema takes', async () => {
    await checked.enqueue(QUEUE, [
      { subject: subject('good'), requestedBy: null, payload: { rowId: 7 } },
    ]);
    const record = await waitFor(async () => {
      const found = (await checked.latest(COMPANY.northwind, 'test-row', ['good'])).get('good');
      return found?.state === 'completed' ? found : undefined;
    });
    expect(record.result).toEqual({ done: 7 });
    expect(ran).toEqual([7]);
  });
});
