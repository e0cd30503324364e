// A process killed with -9 in the middle of a batch (issue 40): a released 1,000-row batch is
// being placed by a second Outlay process when that process is killed (SIGKILL, no goodbye);
// another process started after it takes the chunks the dead one held, and at the end every
// row has exactly one payment and the balance went down by the batch's total: nothing lost,
// nothing paid twice. Separate processes share one database only on PostgreSQL, so this file
// runs there (`pnpm --filter @outlay/api test:postgres`); on PGlite the same guarantee is
// tested by taking the chunks again in bulk-payments.test.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { withClabeCheckDigit } from '@outlay/rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { COMPANY, seedDemo } from '../src/seed/index.js';
import { TEST_PASSWORD_HASHING } from './support/password-hashing.js';
import { type Schemas, body } from './support/autopay.js';
import { type Caller, callerFor } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { type TestServer, startTestServer, testConfig } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';
import { waitFor } from './support/wait-for.js';

const ROWS = 1_000;
const url = process.env.DATABASE_URL ?? '';
const schema = `test_${randomBytes(6).toString('hex')}`;
const workerScript = fileURLToPath(new URL('./support/bulk-worker.ts', import.meta.url));
const apiDir = fileURLToPath(new URL('..', import.meta.url));

let db: Db;
let server: TestServer;
let maker: Caller;
let checker: Caller;
const workers: ChildProcess[] = [];

/** Starts a worker process and waits for it to say it is ready. */
function startWorker(): Promise<ChildProcess> {
  // One process (tsx as node's loader, not its CLI, which would run the server in a child of
  // its own that a kill -9 of the CLI leaves running).
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: url, OUTLAY_TEST_SCHEMA: schema, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the worker stopped (${String(code)})`)));
  });
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(onPostgres)('bulk payments: a process killed with -9 mid-batch (PostgreSQL)', () => {
  beforeAll(async () => {
    db = await openPostgres({ connectionString: url, schema, maxConnections: 5 });
    await migrate(db);
    await seedDemo(db, { passwordHashing: TEST_PASSWORD_HASHING });
    // This process answers the API only: the rows are placed by the worker processes.
    const config = testConfig();
    server = await startTestServer({ db, config: { jobs: { ...config.jobs, workers: false } } });
    maker = await callerFor(server.app, 'mx.admin@demo.outlay.test');
    checker = await callerFor(server.app, 'mx.finance@demo.outlay.test');
  }, 180_000);

  afterAll(async () => {
    for (const child of workers) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    }
    await server.close();
    await db.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
    } finally {
      await client.end();
    }
  });

  it('loses and duplicates no row when the process placing them is killed and another takes over', async () => {
    const rows = Array.from({ length: ROWS }, (_, index) => ({
      recipientName: `Proveedor ${index}`,
      // Accounts …5000 to …5999: none is one the sandbox returns (…0013) or refuses (…0014).
      clabe: withClabeCheckDigit(`01218000000${String(305_000 + index)}`),
      amountMinor: 1_000 + index,
      description: `Factura ${index}`,
      referenceNumber: String(2_000_000 + index),
    }));
    const total = rows.reduce((sum, row) => sum + row.amountMinor, 0);
    const batch = body<Schemas['BulkBatch']>(
      await maker.call('POST', '/web/payments/bulk-batches', { name: 'Antes del corte', rows }),
      201,
    );
    await checker.call('POST', `/web/payments/bulk-batches/${batch.id}/approve`);
    const balance = async () =>
      body<Schemas['PaymentAccount']>(await maker.call('GET', '/web/payments/account'), 200)
        .availableMinor;
    const before = await balance();
    await checker.call('POST', `/web/payments/bulk-batches/${batch.id}/release`);

    const counts = async () => {
      const [row] = await sqlRows<{ orders: string; entries: string; keys: string }>(
        db,
        `SELECT count(o.idempotency_key) AS orders, count(DISTINCT o.entry_id) AS entries,
                count(DISTINCT r.idempotency_key) AS keys
           FROM bulk_batch_rows r
           LEFT JOIN payment_orders o
             ON o.company_id = r.company_id AND o.idempotency_key = r.idempotency_key
          WHERE r.company_id = $1 AND r.batch_id = $2`,
        [COMPANY.mexico, batch.id],
      );
      return {
        orders: Number(row?.orders),
        entries: Number(row?.entries),
        keys: Number(row?.keys),
      };
    };

    // The first worker starts placing rows; it is killed once some, not all, have their payment.
    const first = await startWorker();
    await waitFor(async () => ((await counts()).orders > 0 ? true : undefined), {
      timeoutMs: 120_000,
      intervalMs: 20,
    });
    if (!first.pid) throw new Error('no worker pid');
    first.kill('SIGKILL');
    await waitFor(() => (isRunning(first.pid ?? 0) ? undefined : true));
    const atKill = await counts();
    expect(atKill.orders).toBeLessThan(ROWS);

    // Another process takes the chunks the dead one held, and the ones still queued.
    await startWorker();
    const after = await waitFor(
      async () => {
        const now = await counts();
        return now.orders === ROWS ? now : undefined;
      },
      { timeoutMs: 240_000, intervalMs: 200 },
    );
    expect(after).toEqual({ orders: ROWS, entries: ROWS, keys: ROWS });
    expect(before - (await balance())).toBe(total);
    const [transfers] = await sqlRows<{ n: string }>(
      db,
      `SELECT count(*) AS n FROM transfers t
         JOIN bulk_batches b ON b.bulk_transfer_id = t.bulk_transfer_id AND b.company_id = t.company_id
        WHERE b.id = $1`,
      [batch.id],
    );
    expect(Number(transfers?.n)).toBe(ROWS);
  }, 420_000);
});
