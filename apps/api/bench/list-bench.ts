// pnpm bench:api — the dashboard list call under load, against a bare Fastify hello-world.
//
// 1. Seeds the demo plus 100,000 Northwind entries into a temporary PGlite folder
//    (BENCH_DATA_DIR: a folder to keep, and to reuse without seeding on the next run).
// 2. Starts the real server on it (its own process, production mode: no response checking,
//    warnings-only logs) and a bare Fastify hello-world (its own process too).
// 3. Drives each with autocannon, 10 connections, in alternating rounds: the list call with a
//    search and two filters, as the admin (a token minted with the server's own secret).
// 4. Prints both throughputs, their ratio (goal ≥ 0.25) and the list's p50 and p99
//    (goal p99 ≤ 10 × p50); then the list call's latency for pages not read before.
//
// A benchmark, not a test: numbers depend on the machine and what else runs on it.
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createAccessTokens } from '../src/auth/access-tokens.js';
import { loadServerKeys } from '../src/auth/server-secret.js';
import { systemClock } from '../src/clock.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { seedDemo } from '../src/seed/index.js';
import { seedBenchEntries } from './seed-bench-entries.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = 5;
const CONNECTIONS = 10;
const SECRET = 'outlay-bench-secret-0123456789abcdef0123456789';
const here = fileURLToPath(new URL('.', import.meta.url));

/** The list call measured: a search and two filters, the default range, page 1. */
const LIST_QUERY = {
  search: 'amazon',
  filterBy: { cardTypes: ['virtual'] },
  isPostedStatus: true,
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return fork(script, [], {
    cwd: join(here, '..'),
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: unknown, result) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed'));
      else resolve(result);
    });
  });
}

/** One timed run; any failed answer spoils the figures, so it stops the bench. */
async function run(name: string, options: autocannon.Options, seconds: number) {
  const result = await load({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The two servers in alternating rounds, so a change in what else the machine is doing falls
 * on both alike: each round's ratio compares runs made seconds apart, and the median round
 * is reported.
 */
async function compare(list: autocannon.Options, bare: autocannon.Options) {
  // A short warm-up first: JIT, caches and PGlite's buffers, as on a server that has been up.
  await run('list', list, 3);
  await run('hello', bare, 3);
  const rounds: { list: autocannon.Result; bare: autocannon.Result }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({
      list: await run('list', list, SECONDS / ROUNDS),
      bare: await run('hello', bare, SECONDS / ROUNDS),
    });
  }
  return {
    list: median(rounds.map((round) => round.list.requests.average)),
    bare: median(rounds.map((round) => round.bare.requests.average)),
    ratio: median(rounds.map((round) => round.list.requests.average / round.bare.requests.average)),
    p50: median(rounds.map((round) => round.list.latency.p50)),
    p99: median(rounds.map((round) => round.list.latency.p99)),
  };
}

/**
 * The list call when nothing is kept yet: one request at a time, each for a page no earlier
 * request asked for (pages of the measured query, then other searches), timed end to end.
 */
async function firstReads(url: string, headers: Record<string, string>) {
  const bodies = [
    ...Array.from({ length: 20 }, (_, page) => ({ ...LIST_QUERY, page: page + 1 })),
    ...['uber', 'delta', 'hilton', 'staples', 'shell', 'zoom', 'office', 'marriott'].flatMap(
      (search) => [{ search }, { search, isPendingStatus: true }],
    ),
  ];
  const times: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`first reads: ${response.status}`);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
}

async function main() {
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'outlay-bench-'));
  const seeded = keep !== undefined && existsSync(join(dataDir, 'pglite'));
  const children: ChildProcess[] = [];
  try {
    const today = new Date();
    const started = Date.now();
    const db = await openPglite(join(dataDir, 'pglite'));
    await migrate(db);
    if (!seeded) {
      await seedDemo(db, { today });
      await seedBenchEntries(db, ENTRIES, today);
    }
    const [row] = await db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM entries WHERE company_id = 1',
    );
    const [admin] = await db.query<{ id: number; public_id: string }>(
      "SELECT id, public_id FROM users WHERE email = 'admin@demo.outlay.test'",
    );
    if (!admin) throw new Error('no demo admin');
    const keys = await loadServerKeys(db, SECRET);
    const token = createAccessTokens(keys.get('access-token'), systemClock).issue({
      userId: admin.id,
      userPublicId: admin.public_id,
      companyId: 1,
      role: 'admin',
    });
    await db.close();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${seeded ? 'Reused' : 'Seeded'} ${Number(row?.n).toLocaleString('en-US')} Northwind entries in ${seconds} s`,
    );

    const [apiPort, helloPort] = [await freePort(), await freePort()];
    const api = start(join(here, '../src/main.ts'), {
      NODE_ENV: 'production',
      OUTLAY_DATA_DIR: dataDir,
      OUTLAY_SECRET: SECRET,
      OUTLAY_WEB_DIST: join(dataDir, 'no-web'),
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      LOG_LEVEL: 'warn',
    });
    const hello = start(join(here, 'hello-server.ts'), { PORT: String(helloPort) });
    children.push(api, hello);
    await Promise.all([
      waitFor(`http://127.0.0.1:${apiPort}/api/health-check`, api),
      waitFor(`http://127.0.0.1:${helloPort}/hello`, hello),
    ]);

    const listUrl = `http://127.0.0.1:${apiPort}/api/v2/web/dashboard/transactions`;
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-platform-type': 'webapp',
    };
    // Before the load: these pages must not have been read yet.
    const first = await firstReads(listUrl, headers);
    const figures = await compare(
      {
        url: listUrl,
        connections: CONNECTIONS,
        method: 'POST',
        headers,
        body: JSON.stringify(LIST_QUERY),
      },
      { url: `http://127.0.0.1:${helloPort}/hello`, connections: CONNECTIONS },
    );

    const { p50, p99 } = figures;
    const rounds = `${ROUNDS} alternating rounds of ${SECONDS / ROUNDS} s, median round`;
    console.log(`\nList call (${JSON.stringify(LIST_QUERY)}), ${CONNECTIONS} connections:`);
    console.log(`  throughput  ${figures.list.toFixed(0)} req/s (${rounds})`);
    console.log(
      `  latency     p50 ${p50} ms, p99 ${p99} ms (p99/p50 ${(p99 / Math.max(p50, 1)).toFixed(1)}, goal ≤ 10)`,
    );
    console.log(`Bare Fastify hello-world, ${CONNECTIONS} connections:`);
    console.log(`  throughput  ${figures.bare.toFixed(0)} req/s`);
    console.log(`Ratio list / hello-world: ${figures.ratio.toFixed(3)} (goal ≥ 0.25)`);
    console.log(
      `Pages not read before (${first.count}, one at a time): p50 ${first.p50.toFixed(1)} ms, p99 ${first.p99.toFixed(1)} ms`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (keep === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
