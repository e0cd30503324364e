// pnpm bench:api — the dashboard list call under load, against a bare Fastify hello-world.
//
// 1. Seeds the demo plus 100,000 Northwind entries into a temporary PGlite folder.
// 2. Starts the real server on it (its own process, production mode: no response checking,
//    warnings-only logs) and a bare Fastify hello-world (its own process too).
// 3. Drives each with autocannon, 10 connections: the list call with a search and two
//    filters, as the admin (a token minted with the server's own secret and code).
// 4. Prints both throughputs, their ratio (goal ≥ 0.25) and the list's p50 and p99
//    (goal p99 ≤ 10 × p50).
//
// A benchmark, not a test: numbers depend on the machine and what else runs on it.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const SECRET = 'outlay-bench-secret-0123456789abcdef0123456789';
const here = fileURLToPath(new URL('.', import.meta.url));

/** The list call measured: a search and two filters, the default range, page 1. */
const LIST_BODY = JSON.stringify({
  search: 'amazon',
  filterBy: { cardTypes: ['virtual'] },
  isPostedStatus: true,
});

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

async function measure(name: string, options: autocannon.Options) {
  // A short warm-up first: JIT, caches and PGlite's buffers, as on a server that has been up.
  await load({ ...options, duration: 5 });
  const result = await load({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'outlay-bench-'));
  const children: ChildProcess[] = [];
  try {
    const today = new Date();
    const started = Date.now();
    const db = await openPglite(join(dataDir, 'pglite'));
    await migrate(db);
    await seedDemo(db, { today });
    await seedBenchEntries(db, ENTRIES, today);
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
    console.log(
      `Seeded ${Number(row?.n).toLocaleString('en-US')} Northwind entries in ${((Date.now() - started) / 1000).toFixed(1)} s`,
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

    const list = await measure('list', {
      url: `http://127.0.0.1:${apiPort}/api/v2/web/dashboard/transactions`,
      connections: CONNECTIONS,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-platform-type': 'webapp',
      },
      body: LIST_BODY,
    });
    const bare = await measure('hello', {
      url: `http://127.0.0.1:${helloPort}/hello`,
      connections: CONNECTIONS,
    });

    const ratio = list.requests.average / bare.requests.average;
    const p50 = list.latency.p50;
    const p99 = list.latency.p99;
    console.log(`\nList call (${LIST_BODY}), ${CONNECTIONS} connections, ${SECONDS} s:`);
    console.log(`  throughput  ${list.requests.average.toFixed(0)} req/s`);
    console.log(
      `  latency     p50 ${p50} ms, p99 ${p99} ms (p99/p50 ${(p99 / Math.max(p50, 1)).toFixed(1)}, goal ≤ 10)`,
    );
    console.log(`Bare Fastify hello-world, ${CONNECTIONS} connections, ${SECONDS} s:`);
    console.log(`  throughput  ${bare.requests.average.toFixed(0)} req/s`);
    console.log(`Ratio list / hello-world: ${ratio.toFixed(3)} (goal ≥ 0.25)`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
