// pnpm bench:accounting — the mapping table (spec part 2 §2.6) with 10,000 incomplete
// transactions, and the accounting push through the job queue.
//
// 1. Seeds the demo plus BENCH_ACCOUNTING_ENTRIES (11,000) Northwind entries, moved into the
//    last 30 days (the table's default period), in PGlite and PostgreSQL (BENCH_ENGINES as in
//    bench:api; BENCH_DATA_DIR / BENCH_DATABASE_URL keep and reuse a database).
// 2. Starts the real server (production mode, its own process) with the sandbox provider at
//    BENCH_SANDBOX_LATENCY_MS (0: the queue's own cost) and no transient failures.
// 3. Times the list call, one at a time (BENCH_REPEAT each): the first page, a deep page, a
//    search, the failed-to-sync filter, and a page keeping 250 just-pushed rows in place.
// 4. Pushes BENCH_PUSH (2,000) of them, 250 a call, and waits until the job queue has settled
//    every one: the calls' time, the queue's throughput, and the list call's latency meanwhile.
//
// A benchmark, not a test: the figures depend on the machine and on what else runs on it.
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import type { components, IncompleteTransactions as Incomplete } from '@outlay/api-client/schema';
import type { Db } from '../src/db/db.js';
import { ENGINE_NAMES, type Engine, openBenchDatabase } from './databases.js';
import { freePort, productionEnv, start, stop, waitFor } from './processes.js';
import { sqlRows } from '../test/support/sql-rows.js';

type Schemas = components['schemas'];

const ENTRIES = Number(process.env.BENCH_ACCOUNTING_ENTRIES ?? 11_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const PUSH = Number(process.env.BENCH_PUSH ?? 2_000);
const LATENCY_MS = Number(process.env.BENCH_SANDBOX_LATENCY_MS ?? 0);
const SECRET = 'outlay-bench-secret-0123456789abcdef0123456789';
const PERIOD_SECONDS = 29 * 86_400;

function engines(): Engine[] {
  const names = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const unknown = names.filter((name) => !(name in ENGINE_NAMES));
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown ${unknown.join(', ')}`);
  return names as Engine[];
}

/** The bench's entries, spread over the last 29 days (deterministically, by id). */
async function intoThePeriod(db: Db, firstId: number, today: Date) {
  await sqlRows(
    db,
    `UPDATE entries SET occurred_at = $1::timestamptz - make_interval(secs => (id * 7919) % $3)
      WHERE company_id = 1 AND id >= $2`,
    [today, firstId, PERIOD_SECONDS],
  );
  await db.exec('VACUUM ANALYZE entries');
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? 0)}`;
}

interface Api {
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

function apiAt(base: string, token: string): Api {
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${base}/api/v2${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-platform-type': 'webapp',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

const list = (api: Api, query: Partial<Schemas['IncompleteTransactionsQuery']>) =>
  api.call<Incomplete>('POST', '/web/accounting/incomplete-transactions', { page: 0, ...query });

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function measureList(
  api: Api,
  name: string,
  query: Partial<Schemas['IncompleteTransactionsQuery']>,
) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < REPEAT; run += 1) {
    const [time, page] = await timed(() => list(api, query));
    times.push(time);
    total = page.data.total;
  }
  console.log(`  ${name.padEnd(34)} ${summary(times)}  (${total.toLocaleString('en-US')} rows)`);
}

/** Card rows with nothing defined or pushed, `count` of them, walking the table's pages. */
async function rowsToPush(api: Api, count: number) {
  const rows: Schemas['AccountingTransaction'][] = [];
  for (let page = 0; rows.length < count; page += 1) {
    const { data } = await list(api, { page, pageSize: 100 });
    if (data.transactions.length === 0) break;
    rows.push(
      ...data.transactions.filter(
        (row) =>
          row.dataType === 'card' &&
          row.transactionSyncedStatus === null &&
          row.accounting_transaction_definition === null,
      ),
    );
  }
  return rows.slice(0, count);
}

async function measure(engine: Engine) {
  const today = new Date();
  const database = await openBenchDatabase(engine, {
    entries: ENTRIES,
    today,
    secret: SECRET,
    afterSeed: (db, firstId) => intoThePeriod(db, firstId, today),
  });
  let api: ChildProcess | undefined;
  try {
    console.log(`\n${ENGINE_NAMES[engine]}: ${database.description}`);
    const port = await freePort();
    api = start('src/main.ts', {
      ...database.env,
      ...productionEnv(SECRET, port),
      OUTLAY_ACCOUNTING_SANDBOX_LATENCY_MS: String(LATENCY_MS),
      OUTLAY_ACCOUNTING_SANDBOX_FAILURE_PERCENT: '0',
      OUTLAY_JOBS_POLL_SECONDS: '1',
    });
    await waitFor(`http://127.0.0.1:${port}/api/health-check`, api);
    const client = apiAt(`http://127.0.0.1:${port}`, database.token);

    const first = await list(client, {});
    console.log(
      `  the mapping table: ${first.data.total.toLocaleString('en-US')} incomplete transactions in ${first.data.period.startDate} – ${first.data.period.endDate}`,
    );
    const pinned = first.data.transactions.map((row) => row.id);
    console.log(`  list call, one at a time, ${String(REPEAT)} runs each:`);
    await measureList(client, 'first page (25 rows)', {});
    await measureList(client, 'page 200 (rows 4,976–5,000)', { page: 199 });
    await measureList(client, '100 rows a page', { pageSize: 100 });
    await measureList(client, "search 'amazon'", { search: 'amazon' });
    await measureList(client, 'failed to sync only', { failedOnly: true });
    await measureList(client, 'keeping 25 pushed rows in place', { includeTransactionIds: pinned });

    const { data: view } = await client.call<Schemas['AccountingConnectionView']>(
      'GET',
      '/web/accounting/codat-companies',
    );
    const connection = view.connection;
    if (!connection) throw new Error('Northwind is not connected');
    const { data: chart } = await client.call<Schemas['ChartOfAccounts']>(
      'GET',
      '/web/accounting/chart-of-accounts',
    );
    const travel = chart.chartOfAccounts.find((account) => account.name === 'Travel');
    if (!travel) throw new Error('no Travel account');
    const rows = await rowsToPush(client, PUSH);
    const before = (
      await client.call<Schemas['PushedTransactionIds']>(
        'GET',
        '/web/accounting/pushed-transactions',
      )
    ).data.transactionIds.length;

    const started = performance.now();
    let callTime = 0;
    for (let offset = 0; offset < rows.length; offset += 250) {
      const [time] = await timed(() =>
        client.call('POST', '/web/accounting/push-transactions', {
          mappings: rows.slice(offset, offset + 250).map((row) => ({
            transactionId: row.id,
            type: row.dataType,
            accountId: travel.id,
            taxRate: { id: 'NY-SALES' },
            trackingCategories: [{ id: 'region-east' }],
          })),
          codatCompanyId: connection.codatCompanyId,
          dataConnectionId: connection.dataConnectionId,
          platform: connection.platform.key,
          modelToBePushed: 'bankTransactions',
        }),
      );
      callTime += time;
    }
    const queuedAt = performance.now();
    const whileBusy: number[] = [];
    let pushed = 0;
    for (;;) {
      const [time] = await timed(() => list(client, { includeTransactionIds: pinned }));
      whileBusy.push(time);
      pushed =
        (
          await client.call<Schemas['PushedTransactionIds']>(
            'GET',
            '/web/accounting/pushed-transactions',
          )
        ).data.transactionIds.length - before;
      if (pushed >= rows.length) break;
      if (performance.now() - queuedAt > 30 * 60_000)
        throw new Error(`only ${pushed} pushed in 30 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const settled = (performance.now() - started) / 1000;
    const calls = Math.ceil(rows.length / 250);
    console.log(
      `  push ${rows.length.toLocaleString('en-US')} transactions (${String(calls)} calls of 250, sandbox latency ${String(LATENCY_MS)} ms):`,
    );
    console.log(
      `    the calls (checks, definitions saved, jobs queued) ${ms(callTime)} in all, ${ms(callTime / calls)} a call`,
    );
    console.log(
      `    all pushed by the job queue in ${settled.toFixed(1)} s: ${(rows.length / settled).toFixed(0)} transactions/s`,
    );
    console.log(
      `    the list call meanwhile: ${summary(whileBusy)} (${String(whileBusy.length)} calls)`,
    );
  } finally {
    if (api) await stop(api);
    await database.dispose();
  }
}

async function main() {
  console.log(
    `Accounting bench: ${ENTRIES.toLocaleString('en-US')} more entries, node ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  for (const engine of engines()) await measure(engine);
}

await main();
