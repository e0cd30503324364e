// npm run bench:scale — Outlay with 1,000 companies and 1,000,000 entries on PostgreSQL.
//
// 1. Seeds BENCH_SCALE_DATABASE_URL (default: database outlay_scale on the local server at
//    postgres://postgres@127.0.0.1:55432, created when missing) with the demo, 1,000 more
//    companies and 1,000,000 entries in all (card spend, payments, loans, receipts,
//    accounting syncs) by COPY (scale-seed.ts); a database seeded before is reused.
//    BENCH_SCALE (default 1) scales every count: 0.01 is 10 companies and 10,000 entries.
// 2. EXPLAINs every statement the measured calls run, on the seeded data, and flags a plan that
//    reads a whole large table or throws away far more rows than it keeps (scale-plans.ts).
// 3. Starts the real server (production mode, its own process) and a bare Fastify hello-world,
//    and drives each call with autocannon at 10 and at 50 connections, each followed by the
//    hello-world at the same count: p50, p99, and throughput as a ratio to the hello-world's.
// 4. Exports Northwind's entries (100,000 at full size) as CSV and as Excel, printing the
//    server's resident memory before, at its peak during, and after each.
// 5. Accounting push: one company queues 10,000 pushes, then 49 others 100 each; prints
//    when each company's pushes were settled.
//
// A benchmark, not a test: it prints figures and asserts none.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import type { Db } from '../src/db/db.js';
import { openPostgres } from '../src/db/postgres.js';
import { sqlRows } from '../test/support/sql-rows.js';
import { adminToken } from './databases.js';
import { run } from './load.js';
import { freePort, productionEnv, start, stop, waitFor } from './processes.js';
import { type Call, latestStatement, scaleCalls, today, twoYearsAgo } from './scale-calls.js';
import { explainCalls, printPlans } from './scale-plans.js';
import { type ScaleCompany, scaleCompanies, seedScale } from './scale-seed.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SECRET = 'outlay-bench-secret-0123456789abcdef0123456789';
const SERVER = 'postgres://postgres@127.0.0.1:55432/postgres';
const DATABASE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ??
  SERVER.replace(
    /\/postgres$/,
    `/outlay_scale${SCALE === 1 ? '' : `_${String(SCALE).replace('.', '_')}`}`,
  );
const SIZE = {
  companies: Math.max(2, Math.round(1000 * SCALE)),
  entries: Math.round(1_000_000 * SCALE),
  northwindEntries: Math.round(100_000 * SCALE),
  connected: Math.max(2, Math.min(50, Math.round(1000 * SCALE))),
};
const PUSH_BIG = Math.round(10_000 * Math.min(1, SCALE * 10));
const PUSH_SMALL = 100;
/** BENCH_STEPS=plans,calls,exports,push (the default: all of them). */
const STEPS = new Set((process.env.BENCH_STEPS ?? 'plans,calls,exports,push').split(','));

const fmt = (n: number) => n.toLocaleString('en-US');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

const headersOf = (token: string) => ({
  authorization: `Bearer ${token}`,
  'x-platform-type': 'webapp',
  'content-type': 'application/json',
});

async function call<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: headersOf(token),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Row {
  name: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  ratio: number;
}

async function measureCalls(base: string, helloUrl: string, token: string, list: readonly Call[]) {
  const rows: Row[] = [];
  for (const connections of [10, 50]) {
    for (const c of list) {
      const options = {
        url: `${base}${c.url}`,
        method: c.method,
        headers: headersOf(token),
        connections,
        ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
      };
      await run(c.name, options, 1);
      const measured = await run(c.name, options, SECONDS);
      const bare = await run('hello-world', { url: helloUrl, connections }, SECONDS);
      const row = {
        name: c.name,
        connections,
        p50: measured.latency.p50,
        p99: measured.latency.p99,
        rps: measured.requests.average,
        ratio: measured.requests.average / bare.requests.average,
      };
      rows.push(row);
      console.log(
        `  ${String(connections).padStart(2)} clients  ${c.name.padEnd(42)} p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  ${row.rps.toFixed(0).padStart(6)} req/s  ratio ${row.ratio.toFixed(3)}`,
      );
    }
  }
  return rows;
}

/** The server's resident memory, in MiB, from /proc. */
function rssOf(pid: number) {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

async function exportWithMemory(base: string, token: string, pid: number, type: 'csv' | 'excel') {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const started = performance.now();
  try {
    const data = await call<{ url: string }>(base, token, 'POST', '/api/v2/web/dashboard/exports', {
      type,
      filter: 'custom',
      startDate: twoYearsAgo(),
      endDate: today(),
    });
    const built = performance.now();
    const response = await fetch(new URL(data.url, base));
    if (!response.ok || !response.body)
      throw new Error(`export download: ${String(response.status)}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += (chunk as Uint8Array).byteLength;
      if (type === 'csv') for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    const after = rssOf(pid);
    console.log(
      `  ${type.padEnd(5)} ${(bytes / 1024 / 1024).toFixed(1)} MiB${type === 'csv' ? ` (${fmt(lines - 1)} rows)` : ''}, built in ${((built - started) / 1000).toFixed(1)} s, downloaded in ${((performance.now() - built) / 1000).toFixed(1)} s; server memory (RSS) before ${before.toFixed(0)} MiB, peak during ${peak.toFixed(0)} MiB, after ${after.toFixed(0)} MiB`,
    );
  } finally {
    clearInterval(sampler);
  }
}

interface Chart {
  data: { chartOfAccounts: { id: string; name: string }[] };
}
interface ConnectionView {
  data: {
    connection: {
      codatCompanyId: string;
      dataConnectionId: string;
      platform: { key: string };
    } | null;
  };
}
interface Incomplete {
  data: {
    transactions: { id: number; dataType: string; transactionSyncedStatus: string | null }[];
  };
}

/** Card rows to push, walking the mapping table's pages. */
async function toPush(base: string, token: string, count: number, fromDaysBack: number) {
  const ids: number[] = [];
  for (let page = 0; ids.length < count; page += 1) {
    const { data } = await call<Incomplete>(
      base,
      token,
      'POST',
      '/api/v2/web/accounting/incomplete-transactions',
      {
        page,
        pageSize: 100,
        dateRange: 'custom',
        startDate: new Date(Date.now() - fromDaysBack * 86_400_000).toISOString().slice(0, 10),
        endDate: today(),
      },
    );
    if (data.transactions.length === 0) break;
    ids.push(
      ...data.transactions
        .filter((row) => row.dataType === 'card' && row.transactionSyncedStatus === null)
        .map((row) => row.id),
    );
  }
  return ids.slice(0, count);
}

async function pushFairness(
  base: string,
  db: Db,
  companies: readonly (ScaleCompany & { token: string })[],
) {
  // The first company pushes PUSH_BIG; it needs that many entries to map.
  const plans: {
    company: ScaleCompany & { token: string };
    ids: number[];
    body: (ids: number[]) => unknown;
  }[] = [];
  for (const [index, company] of companies.entries()) {
    const { data: view } = await call<ConnectionView>(
      base,
      company.token,
      'GET',
      '/api/v2/web/accounting/codat-companies',
    );
    const connection = view.connection;
    if (!connection) throw new Error(`company ${String(company.id)} is not connected`);
    const { data: chart } = await call<Chart>(
      base,
      company.token,
      'GET',
      '/api/v2/web/accounting/chart-of-accounts',
    );
    const travel = chart.chartOfAccounts.find((account) => account.name === 'Travel');
    if (!travel) throw new Error('no Travel account');
    // Northwind's books are locked three months back: its pushes come from the months since.
    const ids = await toPush(
      base,
      company.token,
      index === 0 ? PUSH_BIG : PUSH_SMALL,
      index === 0 ? 80 : 700,
    );
    plans.push({
      company,
      ids,
      body: (chunk) => ({
        mappings: chunk.map((id) => ({
          transactionId: id,
          type: 'card',
          accountId: travel.id,
          taxRate: { id: 'NY-SALES' },
          trackingCategories: [{ id: 'region-east' }],
        })),
        codatCompanyId: connection.codatCompanyId,
        dataConnectionId: connection.dataConnectionId,
        platform: connection.platform.key,
        modelToBePushed: 'bankTransactions',
      }),
    });
  }
  const started = performance.now();
  const queuedAt = new Map<number, number>();
  // The big one first, all of it queued, then the 49 at once.
  const send = async (plan: (typeof plans)[number]) => {
    for (let offset = 0; offset < plan.ids.length; offset += 250) {
      await call(
        base,
        plan.company.token,
        'POST',
        '/api/v2/web/accounting/push-transactions',
        plan.body(plan.ids.slice(offset, offset + 250)),
      );
    }
    queuedAt.set(plan.company.id, performance.now() - started);
  };
  const [big, ...small] = plans;
  if (!big) return;
  await send(big);
  await Promise.all(small.map(send));
  const pushedIds = plans.flatMap((plan) => plan.ids);
  const done = new Map<number, number>();
  const firstDone = new Map<number, number>();
  for (;;) {
    const rows = await sqlRows<{ company_id: number; waiting: number; settled: number }>(
      db,
      `SELECT company_id, count(*) FILTER (WHERE status IN ('queued', 'resync-queued'))::int AS waiting,
              count(*) FILTER (WHERE status NOT IN ('queued', 'resync-queued'))::int AS settled
         FROM accounting_syncs WHERE entry_id = ANY ($1::bigint[]) GROUP BY company_id`,
      [pushedIds],
    );
    const now = performance.now() - started;
    for (const row of rows) {
      if (row.settled > 0 && !firstDone.has(row.company_id)) firstDone.set(row.company_id, now);
      if (row.waiting === 0 && !done.has(row.company_id)) done.set(row.company_id, now);
    }
    if (done.size >= plans.length) break;
    if (now > 30 * 60_000) {
      console.log(
        `  stopped waiting after 30 minutes: ${String(done.size)} of ${String(plans.length)} companies done`,
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const s = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
  const smallDone = small
    .map((plan) => done.get(plan.company.id) ?? Number.NaN)
    .sort((a, b) => a - b);
  const smallFirst = small
    .map((plan) => firstDone.get(plan.company.id) ?? Number.NaN)
    .sort((a, b) => a - b);
  const mid = (values: number[]) => values[Math.floor(values.length / 2)];
  console.log(
    `  company ${String(big.company.id)}: ${fmt(big.ids.length)} pushes queued by ${s(queuedAt.get(big.company.id))}, first settled at ${s(firstDone.get(big.company.id))}, all at ${s(done.get(big.company.id))}`,
  );
  console.log(
    `  the other ${String(small.length)} companies, ${String(PUSH_SMALL)} pushes each, queued by ${s(Math.max(...small.map((plan) => queuedAt.get(plan.company.id) ?? 0)))}: first settled at median ${s(mid(smallFirst))} (slowest ${s(smallFirst.at(-1))}), all settled at median ${s(mid(smallDone))} (slowest ${s(smallDone.at(-1))})`,
  );
}

async function main() {
  console.log(
    `Scale bench (BENCH_SCALE ${String(SCALE)}): ${fmt(SIZE.companies)} companies, ${fmt(SIZE.entries)} entries, on ${DATABASE_URL}; load average ${load()}`,
  );
  await ensureDatabase(DATABASE_URL);
  const db = await openPostgres({ connectionString: DATABASE_URL });
  let api: ChildProcess | undefined;
  let hello: ChildProcess | undefined;
  try {
    const seeded = await seedScale(
      db,
      { connectionString: DATABASE_URL },
      SIZE,
      new Date(),
      (line) => console.log(line),
    );
    const [counts] = await sqlRows<{
      companies: number;
      entries: number;
      northwind: number;
      receipts: number;
      syncs: number;
    }>(
      db,
      `SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM entries)::int AS entries,
              (SELECT count(*) FROM entries WHERE company_id = 1)::int AS northwind,
              (SELECT count(*) FROM receipts)::int AS receipts, (SELECT count(*) FROM accounting_syncs)::int AS syncs`,
    );
    console.log(
      `Data: ${seeded}; ${fmt(counts?.companies ?? 0)} companies, ${fmt(counts?.entries ?? 0)} entries (Northwind ${fmt(counts?.northwind ?? 0)}), ${fmt(counts?.receipts ?? 0)} receipts, ${fmt(counts?.syncs ?? 0)} accounting syncs`,
    );
    const [admin] = await sqlRows<{ id: number; public_id: string }>(
      db,
      "SELECT id, public_id FROM users WHERE email = 'admin@demo.outlay.test'",
    );
    if (!admin) throw new Error('no demo admin');
    const token = await adminToken(db, SECRET, {
      userId: admin.id,
      companyId: 1,
      userPublicId: admin.public_id,
    });
    const list = scaleCalls(await latestStatement(db, 1));

    if (STEPS.has('plans')) {
      console.log('\nQuery plans (EXPLAIN ANALYZE of every SELECT the calls run):');
      const plans = await explainCalls(db, SECRET, token, list, { companyId: 1, strict: false });
      const flagged = printPlans(plans, process.env.BENCH_PLANS === 'all');
      console.log(`  ${String(flagged)} plans read across companies or a whole large table`);
    }
    if (!STEPS.has('calls') && !STEPS.has('exports') && !STEPS.has('push')) return;

    const port = await freePort();
    const helloPort = await freePort();
    hello = start('bench/hello-server.ts', { PORT: String(helloPort) });
    api = start('src/main.ts', {
      DATABASE_URL,
      ...productionEnv(SECRET, port),
      OUTLAY_RATE_LIMIT_FACTOR: '100000',
      OUTLAY_ACCOUNTING_SANDBOX_LATENCY_MS: '0',
      OUTLAY_ACCOUNTING_SANDBOX_FAILURE_PERCENT: '0',
      OUTLAY_JOBS_POLL_SECONDS: '1',
    });
    const base = `http://127.0.0.1:${String(port)}`;
    const helloUrl = `http://127.0.0.1:${String(helloPort)}/hello`;
    await waitFor(`${base}/api/health-check`, api);
    await waitFor(helloUrl, hello);

    if (STEPS.has('calls')) {
      console.log(
        `\nCalls as Northwind's admin (${fmt(counts?.northwind ?? 0)} entries), ${String(SECONDS)} s each, then the hello-world ${String(SECONDS)} s at the same count:`,
      );
      await measureCalls(base, helloUrl, token, list);
    }

    if (STEPS.has('exports') && api.pid !== undefined) {
      console.log(`\nExports of every Northwind entry (${fmt(counts?.northwind ?? 0)}):`);
      await exportWithMemory(base, token, api.pid, 'csv');
      await exportWithMemory(base, token, api.pid, 'excel');
    }

    if (!STEPS.has('push')) return;
    // Northwind pushes the 10,000, as many scale companies as make 50 push 100 each.
    const companies = (await scaleCompanies(db))
      .filter((company) => company.connectionId !== null)
      .slice(0, SIZE.connected - 1);
    console.log(
      `\nAccounting push, ${String(companies.length + 1)} companies at once (sandbox latency 0 ms):`,
    );
    const signed = [
      {
        id: 1,
        adminId: admin.id,
        adminPublicId: admin.public_id,
        connectionId: 1,
        token,
      },
    ];
    for (const company of companies) {
      signed.push({
        ...company,
        connectionId: company.connectionId ?? 0,
        token: await adminToken(db, SECRET, {
          userId: company.adminId,
          companyId: company.id,
          userPublicId: company.adminPublicId,
        }),
      });
    }
    await pushFairness(base, db, signed);
    console.log(`\n(load average ${load()})`);
  } finally {
    if (api) await stop(api);
    if (hello) await stop(hello);
    await db.close();
  }
}

await main();
