// Bulk payments (issue 40): a batch of SPEI rows judged row by row (a bad row names its row and
// column, and nothing is made of the sheet), approved by an admin other than its maker,
// released once however many identical releases arrive, each row placed as one payment on the
// job queue; a chunk of rows taken again (a retry, or a process killed with -9 whose jobs are
// taken again) pays no row twice. A 1,000-row batch is released and its rows/s printed for the
// bench (`pnpm --filter @outlay/api bench:bulk`), without a timed assertion.
import { withClabeCheckDigit } from '@outlay/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.js';
import { createJobQueue } from '../src/jobs/job-queue.js';
import { BULK_CHUNK, BULK_QUEUE, type ChunkPayload, chunkSchema } from '../src/payments/bulk.js';
import { COMPANY } from '../src/seed/index.js';
import { type Admin, type Schemas, adminFor, body, errorOf } from './support/autopay.js';
import { callerFor } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { suiteServer } from './support/suite-server.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

type Batch = Schemas['BulkBatch'];
type Row = Schemas['BulkRowInput'];

const server = suiteServer();
let maker: Admin;
let checker: Admin;

beforeAll(async () => {
  maker = await adminFor(server, 'mx.admin@demo.outlay.test');
  checker = await adminFor(server, 'mx.finance@demo.outlay.test');
});

/** Signs the admin in again when their access token is near its end (the clock moves on). */
async function current(admin: Admin) {
  if (server.clock.now().getTime() - admin.signedInAt > 10 * 60_000) {
    admin.caller = await callerFor(server.app, admin.email);
    admin.signedInAt = server.clock.now().getTime();
  }
  return admin.caller;
}

/** Row `n` of a sheet: a BBVA CLABE settled by the sandbox, 10.00 to 19.99 pesos. */
const rowOf = (n: number): Row => ({
  recipientName: `Proveedor ${n}`,
  clabe: withClabeCheckDigit(`01218000000${String(n).padStart(6, '0')}`),
  amountMinor: 1_000 + (n % 1_000),
  description: `Factura ${n}`,
  referenceNumber: String(1_000_000 + n),
});

const create = async (name: string, rows: Row[]) =>
  (await current(maker)).call('POST', '/web/payments/bulk-batches', { name, rows });
const batchOf = async (id: number) =>
  body<Batch>(await (await current(maker)).call('GET', `/web/payments/bulk-batches/${id}`), 200);
const available = async () =>
  body<Schemas['PaymentAccount']>(
    await (await current(maker)).call('GET', '/web/payments/account'),
    200,
  ).availableMinor;

async function approved(rows: Row[]) {
  const batch = body<Batch>(await create('Proveedores', rows), 201);
  await (await current(checker)).call('POST', `/web/payments/bulk-batches/${batch.id}/approve`);
  return batch;
}

/** The batch once every row has its payment (none still queued). */
const placed = (id: number) =>
  waitFor(
    async () => {
      const batch = await batchOf(id);
      return batch.rows.some((row) => row.status === 'queued') ? undefined : batch;
    },
    { timeoutMs: 240_000, intervalMs: 100 },
  );

const ordersOf = async (id: number) => {
  const [row] = await sqlRows<{ orders: string; entries: string }>(
    server.db,
    `SELECT count(o.idempotency_key) AS orders, count(DISTINCT o.entry_id) AS entries
       FROM bulk_batch_rows r
       JOIN payment_orders o ON o.company_id = r.company_id AND o.idempotency_key = r.idempotency_key
      WHERE r.company_id = $1 AND r.batch_id = $2`,
    [COMPANY.mexico, id],
  );
  return { orders: Number(row?.orders), entries: Number(row?.entries) };
};

describe(`bulk payments (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('names each bad row by row and column, and makes nothing of the sheet', async () => {
    const before = body<Schemas['BulkBatches']>(
      await (await current(maker)).call('GET', '/web/payments/bulk-batches'),
      200,
    ).batches.length;
    const bad = [
      rowOf(1),
      { ...rowOf(2), clabe: '012180000000000001' },
      { ...rowOf(3), referenceNumber: '0123' },
      { ...rowOf(4), amountMinor: 0 },
    ];

    const error = errorOf(await create('Con errores', bad), 400);

    expect(error.fields).toEqual({
      'rows.1.clabe': 'Row 2: the CLABE is not valid.',
      'rows.2.referenceNumber':
        'Row 3: Reference number can be numeric only and can not be start with 0',
      'rows.3.amountMinor': 'Row 4: Amount should be greater than 0.',
    });
    const after = body<Schemas['BulkBatches']>(
      await (await current(maker)).call('GET', '/web/payments/bulk-batches'),
      200,
    ).batches.length;
    expect(after).toBe(before);
  });

  it('waits for another admin: the maker cannot approve, nor anyone release before approval', async () => {
    const batch = body<Batch>(await create('Diciembre', [rowOf(11), rowOf(12)]), 201);
    expect(batch).toMatchObject({
      status: 'awaitingApproval',
      rowCount: 2,
      totalMinor: rowOf(11).amountMinor + rowOf(12).amountMinor,
      canApprove: false,
      createdBy: 'Valeria Hernández',
    });
    expect(batch.rows.map((row) => row.status)).toEqual(['draft', 'draft']);

    const own = await (
      await current(maker)
    ).call('POST', `/web/payments/bulk-batches/${batch.id}/approve`);
    expect(errorOf(own, 409).msg).toBe('Another admin must approve this batch: you prepared it.');
    const early = await (
      await current(checker)
    ).call('POST', `/web/payments/bulk-batches/${batch.id}/release`);
    expect(errorOf(early, 409).msg).toBe('This batch must be approved before it is released.');

    const seenByChecker = body<Batch>(
      await (await current(checker)).call('GET', `/web/payments/bulk-batches/${batch.id}`),
      200,
    );
    expect(seenByChecker.canApprove).toBe(true);
    const ok = body<Batch>(
      await (await current(checker)).call('POST', `/web/payments/bulk-batches/${batch.id}/approve`),
      200,
    );
    expect(ok).toMatchObject({
      status: 'approved',
      approvedBy: 'Rodrigo Salinas',
      canRelease: true,
    });
  });

  it('keeps batches to their company: another company’s admin finds none', async () => {
    const batch = body<Batch>(await create('Solo nuestro', [rowOf(21)]), 201);
    const other = await callerFor(server.app, 'admin@demo.outlay.test');
    const answer = await other.call('GET', `/web/payments/bulk-batches/${batch.id}`);
    // Northwind has bulk payments but no STP: the operation is closed to it.
    expect([403, 404]).toContain(answer.statusCode);
  });

  it('releases once for 16 identical releases, and a chunk taken again pays no row twice', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => rowOf(100 + index));
    const total = rows.reduce((sum, row) => sum + row.amountMinor, 0);
    const batch = await approved(rows);
    const before = await available();

    const caller = await current(checker);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        caller.call('POST', `/web/payments/bulk-batches/${batch.id}/release`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
    const chunks = Math.ceil(rows.length / BULK_CHUNK);
    const jobCount = async () =>
      Number(
        (
          await sqlRows<{ n: string }>(
            server.db,
            `SELECT count(*) AS n FROM background_jobs
              WHERE queue = $1 AND company_id = $2 AND subject_id LIKE $3`,
            [BULK_QUEUE, COMPANY.mexico, `${batch.id}:%`],
          )
        )[0]?.n,
      );
    expect(await jobCount()).toBe(chunks);

    const done = await placed(batch.id);
    expect(done.status).toBe('released');
    expect(done.rows.every((row) => row.transferId !== null)).toBe(true);
    expect(await ordersOf(batch.id)).toEqual({ orders: rows.length, entries: rows.length });
    expect(before - (await available())).toBe(total);
    // Each payment names the batch as its source, as the drawer shows it (part 2 §2.2).
    const sources = await sqlRows<{ name: string; n: number }>(
      server.db,
      `SELECT bt.name, count(*)::int AS n FROM bulk_batch_rows r
         JOIN payment_orders o ON o.idempotency_key = r.idempotency_key
          AND o.company_id = r.company_id
         JOIN transfers t ON t.entry_id = o.entry_id AND t.company_id = o.company_id
         JOIN bulk_transfers bt ON bt.id = t.bulk_transfer_id
        WHERE r.batch_id = $1 GROUP BY bt.name`,
      [batch.id],
    );
    expect(sources).toEqual([{ name: batch.name, n: rows.length }]);

    // The chunks taken again, as a process started after one killed with -9 takes the jobs it
    // held: every row already has its payment under its key, so nothing more is paid.
    const again = createJobQueue({
      db: server.db,
      clock: systemClock,
      config: { workers: false, pollingIntervalSeconds: 0.5, shutdownTimeoutMs: 1000 },
    });
    again.define<ChunkPayload, object>({
      queue: BULK_QUEUE,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      payloadSchema: chunkSchema,
      run: () => Promise.resolve({}),
    });
    await again.start();
    const ids = await again.enqueue(
      BULK_QUEUE,
      Array.from({ length: chunks }, (_, index) => ({
        subject: { companyId: COMPANY.mexico, kind: 'bulk-batch', id: `${batch.id}:again${index}` },
        requestedBy: null,
        payload: {
          companyId: COMPANY.mexico,
          batchId: batch.id,
          fromRow: index * BULK_CHUNK + 1,
          toRow: Math.min(rows.length, (index + 1) * BULK_CHUNK),
        },
      })),
    );
    await again.stop();
    await waitFor(async () => {
      const states = await sqlRows<{ state: string }>(
        server.db,
        'SELECT state FROM background_jobs WHERE id = ANY($1::uuid[])',
        [ids],
      );
      return states.every((row) => row.state === 'completed') ? true : undefined;
    });
    expect(await ordersOf(batch.id)).toEqual({ orders: rows.length, entries: rows.length });
    expect(before - (await available())).toBe(total);
  });

  it('retries only the failed rows, each once for 16 identical retries, each as a new payment', async () => {
    // The sandbox refuses a CLABE whose account ends in 0014 at once (a blocked account).
    const rows = [rowOf(50_001), rowOf(50_014), rowOf(60_014)];
    const batch = await approved(rows);
    const caller = await current(checker);
    const early = await caller.call('POST', `/web/payments/bulk-batches/${batch.id}/retry`);
    expect(errorOf(early, 409).msg).toBe(
      'Only a released batch has failed rows to retry: release it first.',
    );
    await caller.call('POST', `/web/payments/bulk-batches/${batch.id}/release`);
    const failedOnce = await waitFor(
      async () => {
        const now = await batchOf(batch.id);
        return now.rows.filter((row) => row.status === 'failed').length === 2 ? now : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    const firstKeys = failedOnce.rows.map((row) => row.transferId);
    expect(failedOnce.rows[1]?.failureReason).not.toBeNull();

    const answers = await Promise.all(
      Array.from({ length: 16 }, async () =>
        body<Schemas['BulkBatchRetry']>(
          await caller.call('POST', `/web/payments/bulk-batches/${batch.id}/retry`),
          200,
        ),
      ),
    );
    expect(answers.reduce((sum, answer) => sum + answer.retriedRows, 0)).toBe(2);

    const failedTwice = await waitFor(
      async () => {
        const now = await batchOf(batch.id);
        const again = now.rows.filter(
          (row, index) => row.status === 'failed' && row.transferId !== firstKeys[index],
        );
        return again.length === 2 ? now : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    // The row that was paid keeps its one payment; each failed row has its first and one more.
    expect(failedTwice.rows[0]?.transferId).toBe(firstKeys[0]);
    const payments = await sqlRows<{ clabe: string; n: number }>(
      server.db,
      `SELECT b.clabe_number AS clabe, count(*)::int AS n FROM transfers t
         JOIN beneficiaries b ON b.id = t.beneficiary_id AND b.company_id = t.company_id
         JOIN bulk_batches bb ON bb.bulk_transfer_id = t.bulk_transfer_id
          AND bb.company_id = t.company_id
        WHERE bb.id = $1 GROUP BY b.clabe_number ORDER BY b.clabe_number`,
      [batch.id],
    );
    expect(payments).toEqual(
      [
        { clabe: rows[0]?.clabe, n: 1 },
        { clabe: rows[1]?.clabe, n: 2 },
        { clabe: rows[2]?.clabe, n: 2 },
      ].sort((a, b) => String(a.clabe).localeCompare(String(b.clabe))),
    );
  });

  it('releases a 1,000-row batch; every row becomes one payment (rows/s for the bench)', async () => {
    const rows = Array.from({ length: 1_000 }, (_, index) => rowOf(10_000 + index));
    const started = performance.now();
    const batch = await approved(rows);
    const prepared = performance.now();
    await (await current(checker)).call('POST', `/web/payments/bulk-batches/${batch.id}/release`);
    const done = await placed(batch.id);
    const finished = performance.now();

    expect(done.rows).toHaveLength(1_000);
    expect(await ordersOf(batch.id)).toEqual({ orders: 1_000, entries: 1_000 });
    if (process.env.OUTLAY_BENCH) {
      const seconds = (finished - prepared) / 1000;
      console.info(
        `bulk ${onPostgres ? 'postgres' : 'pglite'}: 1000 rows checked and stored in ${Math.round(
          prepared - started,
        )} ms; released and placed in ${seconds.toFixed(1)} s = ${(1000 / seconds).toFixed(0)} rows/s`,
      );
    }
  }, 300_000);
});
