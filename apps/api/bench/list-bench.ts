// pnpm bench:api — the dashboard list call under load, against a bare Fastify hello-world, on
// PGlite (as `npm start` runs) and on PostgreSQL (as production runs).
//
// 1. Seeds the demo plus 100,000 Northwind entries into each database: PGlite in a temporary
//    folder (BENCH_DATA_DIR: a folder to keep, and to reuse without seeding on the next run),
//    PostgreSQL in a throwaway cluster of Debian's server (BENCH_DATABASE_URL: a server to use
//    instead). BENCH_ENGINES=pglite or =postgres runs one of them.
// 2. Starts the real server on it (its own process, production mode: no response checking,
//    warnings-only logs) and a bare Fastify hello-world (its own process too).
// 3. Drives each with autocannon, 10 connections, in alternating rounds: the list call with a
//    search and two filters, as the admin (a token minted with the server's own secret); then
//    the same call asking for compression as a browser does.
// 4. Prints both throughputs, their ratio (goal ≥ 0.25) and the list's p50 and p99
//    (goal p99 ≤ 10 × p50); then the list call's latency for pages not read before.
//    BENCH_CPU_PROFILE=1 profiles the server (node --cpu-prof) and prints where its time went
//    during the measured rounds.
//
// A benchmark, not a test: numbers depend on the machine and what else runs on it.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { summariseProfile } from './cpu-profile.js';
import { CpuMeter, type CpuSeconds, postgresProcesses } from './cpu-time.js';
import { ENGINE_NAMES, type Engine, openBenchDatabase } from './databases.js';
import { CONNECTIONS, type Comparison, compare, firstReads } from './load.js';
import { freePort, productionEnv, start, stop, waitFor } from './processes.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SECRET = 'outlay-bench-secret-0123456789abcdef0123456789';
const PROFILE = process.env.BENCH_CPU_PROFILE === '1';

/** The list call measured: a search and two filters, the default range, page 1. */
const LIST_QUERY = {
  search: 'amazon',
  filterBy: { cardTypes: ['virtual'] },
  isPostedStatus: true,
};

/** Pages no earlier request asked for: pages of the measured query, then other searches. */
const FIRST_READS = [
  ...Array.from({ length: 20 }, (_, page) => ({ ...LIST_QUERY, page: page + 1 })),
  ...['uber', 'delta', 'hilton', 'staples', 'shell', 'zoom', 'office', 'marriott'].flatMap(
    (search) => [{ search }, { search, isPendingStatus: true }],
  ),
];

/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function engines(): Engine[] {
  const names = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const unknown = names.filter((name) => !(name in ENGINE_NAMES));
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown ${unknown.join(', ')}`);
  return names as Engine[];
}

interface EngineFigures extends Comparison {
  engine: Engine;
  first: Awaited<ReturnType<typeof firstReads>>;
  /** CPU time per call, in microseconds, by process. */
  cpu: { list: Map<string, CpuSeconds>; bare: Map<string, CpuSeconds> };
}

const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

async function measure(engine: Engine, hello: ChildProcess, helloUrl: string) {
  const database = await openBenchDatabase(engine, {
    entries: ENTRIES,
    today: new Date(),
    secret: SECRET,
  });
  let api: ChildProcess | undefined;
  const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), `outlay-profile-${engine}-`)) : '';
  let measuringFrom = 0;
  try {
    console.log(`\n${ENGINE_NAMES[engine]}: ${database.description}`);
    const port = await freePort();
    api = start(
      'src/main.ts',
      {
        ...database.env,
        ...productionEnv(SECRET, port),
      },
      PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    await waitFor(`http://127.0.0.1:${port}/api/health-check`, api);

    const listUrl = `http://127.0.0.1:${port}/api/v2/web/dashboard/transactions`;
    const headers = {
      authorization: `Bearer ${database.token}`,
      'content-type': 'application/json',
      'x-platform-type': 'webapp',
    };
    // Before the load: these pages must not have been read yet.
    const first = await firstReads(listUrl, headers, FIRST_READS);
    const pidOf = (child: ChildProcess) => () => (child.pid === undefined ? [] : [child.pid]);
    const listMeter = new CpuMeter({
      server: pidOf(api),
      ...(database.postgresPort === undefined
        ? {}
        : { PostgreSQL: postgresProcesses(database.postgresPort) }),
    });
    const bareMeter = new CpuMeter({ server: pidOf(hello) });
    const figures = await compare(
      { url: listUrl, method: 'POST', headers, body: JSON.stringify(LIST_QUERY) },
      { url: helloUrl },
      SECONDS,
      {
        measuring: () => (measuringFrom = Number(process.hrtime.bigint() / 1000n)),
        list: listMeter,
        bare: bareMeter,
      },
      // The same call as a browser sends it: its answer comes compressed.
      {
        url: listUrl,
        method: 'POST',
        headers: { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        body: JSON.stringify(LIST_QUERY),
      },
    );
    const perCall = (meter: CpuMeter, calls: number) =>
      new Map(
        [...meter.seconds()].map(([name, { user, system }]) => [
          name,
          { user: (user * 1e6) / Math.max(1, calls), system: (system * 1e6) / Math.max(1, calls) },
        ]),
      );
    const cpu = {
      list: perCall(listMeter, figures.requests.list),
      bare: perCall(bareMeter, figures.requests.bare),
    };
    const result: EngineFigures = { ...figures, engine, first, cpu };
    print(engine, result);
    return result;
  } finally {
    if (api) await stop(api);
    if (PROFILE) summariseProfile(profileDir, measuringFrom);
    await database.dispose();
  }
}

function print(engine: Engine, figures: EngineFigures) {
  const { p50, p99, first } = figures;
  console.log(
    `List call on ${ENGINE_NAMES[engine]} (${JSON.stringify(LIST_QUERY)}), ${CONNECTIONS} connections:`,
  );
  console.log(`  throughput  ${figures.list.toFixed(0)} req/s (${figures.rounds})`);
  console.log(
    `  latency     p50 ${p50} ms, p99 ${p99} ms (p99/p50 ${(p99 / Math.max(p50, 1)).toFixed(1)}, goal ≤ 10)`,
  );
  console.log(`  hello-world ${figures.bare.toFixed(0)} req/s in the same rounds`);
  console.log(`  ratio list / hello-world: ${figures.ratio.toFixed(3)} (goal ≥ 0.25)`);
  if (figures.browser) {
    const b = figures.browser;
    console.log(
      `  as a browser asks (accept-encoding ${BROWSER_ACCEPT_ENCODING}): ${b.list.toFixed(0)} req/s, ` +
        `ratio ${b.ratio.toFixed(3)}, p50 ${b.p50} ms, p99 ${b.p99} ms`,
    );
  }
  console.log(
    `  pages not read before (${first.count}, one at a time): p50 ${first.p50.toFixed(1)} ms, p99 ${first.p99.toFixed(1)} ms`,
  );
  const cpu = (times: Map<string, CpuSeconds>) =>
    [...times]
      .map(
        ([name, { user, system }]) =>
          `${name} ${(user + system).toFixed(0)} µs (${system.toFixed(0)} in the kernel)`,
      )
      .join(', ');
  console.log(`  CPU per list call: ${cpu(figures.cpu.list)}`);
  console.log(`  CPU per hello-world call: ${cpu(figures.cpu.bare)}`);
  console.log(`  (${load()})`);
}

async function main() {
  console.log(`API bench, ${load()}`);
  const helloPort = await freePort();
  const hello = start('bench/hello-server.ts', { PORT: String(helloPort) });
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  const results: EngineFigures[] = [];
  try {
    await waitFor(helloUrl, hello);
    for (const engine of engines()) results.push(await measure(engine, hello, helloUrl));
  } finally {
    await stop(hello);
  }
  console.log('\nSummary (goal: ratio ≥ 0.25 and p99 ≤ 10 × p50 on PostgreSQL)');
  for (const row of results) {
    console.log(
      `  ${ENGINE_NAMES[row.engine].padEnd(10)}  ${row.list.toFixed(0).padStart(6)} req/s  ` +
        `ratio ${row.ratio.toFixed(3)}  p50 ${row.p50} ms  p99 ${row.p99} ms` +
        (row.browser
          ? `  (compressed for a browser: ${row.browser.list.toFixed(0)} req/s, ratio ${row.browser.ratio.toFixed(3)})`
          : ''),
    );
  }
}

await main();
