// npm run bench:statements — statements with 24 closed cycles of 5,000 entries each (issue 41).
//
// 1. Starts the server in-process on a fresh PGlite database seeded for today (as `npm start`
//    seeds it), its clock at that day, and adds 24 monthly cycles × 5,000 posted card entries
//    to one company (Liffey Analytics, whose cycles close the first time they are read).
//    BENCH_CYCLES and BENCH_ENTRIES_PER_CYCLE change the sizes.
// 2. Prints: the first read of the statements (it closes the 24 cycles), then the list the
//    /statement page waits for before it draws (median and p95 of 20 reads) and its JSON size;
//    then the PDF and the CSV of one 5,000-entry statement: time to write the whole file, its
//    size, and the process's memory growth while it was written (peak RSS and heap).
//
// 3. When the web app is built (apps/web/dist), the page itself in Chromium (statements-draw.ts):
//    /statement drawn with every closed statement, cold and then the median of warm loads, its
//    layout shift, and one 5,000-entry statement opened to its entries.
//
// A benchmark, not a test: figures depend on the machine and what else runs on it.
import type { Readable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { COMPANY, seedDemo } from '../src/seed/index.js';
import { statementServiceOf } from '../src/statements/service.js';
import { FakeClock } from '../test/support/fake-clock.js';
import { sqlRows } from '../test/support/sql-rows.js';
import { TEST_PASSWORD_HASHING } from '../test/support/password-hashing.js';
import { startTestServer } from '../test/support/test-server.js';
import { measureStatementsDraw, webBuilt } from './statements-draw.js';

const CYCLES = Number(process.env.BENCH_CYCLES ?? 24);
const PER_CYCLE = Number(process.env.BENCH_ENTRIES_PER_CYCLE ?? 5_000);
const READS = 20;
const COMPANY_ID = COMPANY.eu;
const FIRST_ENTRY_ID = 80_000_000;
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/**
 * The bench's day: today, as `npm start` seeds the demo. Not the tests' fixed seed day: the
 * browser lives in the real day, and the cookies of a server whose clock stood months back
 * would have expired as they were set (the sign-in stopped at "Your sign-in attempt has
 * expired" while the bench waited for a code).
 */
const TODAY = new Date();
/** Liffey's admin, who signs the bench's browser in. */
const ADMIN = 'eu.admin@demo.outlay.test';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Peak RSS and heap growth over `work`: sampled every 5 ms and at every `sample()` the work
 * calls (most of a file is written synchronously, between two ticks of a timer).
 */
async function measured<T>(work: (sample: () => void) => Promise<T>) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, 5);
  const start = process.hrtime.bigint();
  const result = await work(sample);
  sample();
  const took = ms(start);
  clearInterval(sampler);
  return { result, took, rss: peakRss - before.rss, heap: peakHeap - before.heapUsed };
}

async function drain(body: Readable | string, sample: () => void): Promise<number> {
  sample();
  if (typeof body === 'string') return Buffer.byteLength(body);
  let bytes = 0;
  for await (const chunk of body) {
    bytes += (chunk as Buffer).length;
    sample();
  }
  return bytes;
}

async function seedCycles(server: Awaited<ReturnType<typeof startTestServer>>) {
  const started = process.hrtime.bigint();
  const end = new Date(Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth(), 1));
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    const month = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - CYCLES + cycle, 1));
    const firstId = FIRST_ENTRY_ID + cycle * PER_CYCLE;
    // Spread over the month's first 27 days, at midday (clear of any zone's midnight).
    await sqlRows(
      server.db,
      `INSERT INTO entries (id, company_id, kind, occurred_at, posted_at, state, amount, title, search)
       SELECT $1::bigint + n, $2, 'card', at, at, 'posted', amount, 'Bench purchase ' || n,
              to_tsvector('simple', 'bench purchase')
         FROM (SELECT n, $3::timestamptz + ((n % 27) || ' days')::interval + interval '12 hours' AS at,
                      round((5 + (n * 37 % 9000) / 10.0)::numeric, 2) AS amount
                 FROM generate_series(0, $4::int - 1) AS n) AS rows`,
      [firstId, COMPANY_ID, month.toISOString(), PER_CYCLE],
    );
    await sqlRows(
      server.db,
      `INSERT INTO card_transactions (entry_id, company_id, payment_type, transaction_type,
         transaction_status, transaction_amount, currency)
       SELECT e.id, e.company_id, 'cards', 'debit', 'posted', e.amount, 'EUR'
         FROM entries e WHERE e.company_id = $1 AND e.id >= $2 AND e.id < $2 + $3`,
      [COMPANY_ID, firstId, PER_CYCLE],
    );
  }
  return ms(started);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'outlay-bench-statements-'));
  const db = await openPglite(join(dataDir, 'pglite'));
  await migrate(db);
  await seedDemo(db, { passwordHashing: TEST_PASSWORD_HASHING, today: TODAY });
  const server = await startTestServer({
    db,
    clock: new FakeClock(TODAY),
    config: {
      filesDir: mkdtempSync(join(tmpdir(), 'outlay-bench-statements-')),
      webDist: WEB_DIST,
    },
  });
  try {
    const seeded = await seedCycles(server);
    console.log(
      `bench:statements — ${CYCLES} cycles × ${PER_CYCLE.toLocaleString('en')} entries on PGlite, seeded in ${(seeded / 1000).toFixed(1)} s (load ${loadavg()[0]?.toFixed(2)} on ${process.arch})`,
    );
    const { statements, files } = statementServiceOf(server.services);

    const first = process.hrtime.bigint();
    const closing = await statements.list(COMPANY_ID);
    const closedCount = closing.filter((statement) => statement.state !== 'open').length;
    console.log(`first read (closes ${closedCount} statements): ${ms(first).toFixed(0)} ms`);

    const reads: number[] = [];
    let bytes = 0;
    for (let read = 0; read < READS; read += 1) {
      const start = process.hrtime.bigint();
      const list = await statements.list(COMPANY_ID);
      reads.push(ms(start));
      bytes = Buffer.byteLength(JSON.stringify(list));
    }
    console.log(
      `statements list (what /statement waits for before it draws): median ${percentile(reads, 50).toFixed(1)} ms, p95 ${percentile(reads, 95).toFixed(1)} ms over ${READS} reads, ${(bytes / 1024).toFixed(1)} KB`,
    );

    const biggest = closing
      .filter((statement) => statement.state !== 'open')
      .sort((a, b) => b.entryCount - a.entryCount)[0];
    if (!biggest) throw new Error('no closed statement');
    for (const format of ['pdf', 'csv'] as const) {
      const run = await measured(async (sample) => {
        const file = await files.file(COMPANY_ID, biggest.id, format, 'en');
        return drain(file.body, sample);
      });
      console.log(
        `${format.toUpperCase()} of ${biggest.id} (${biggest.entryCount.toLocaleString('en')} entries): ${run.took.toFixed(0)} ms, ${mb(run.result)} MB, memory +${mb(run.rss)} MB RSS peak, +${mb(run.heap)} MB heap peak`,
      );
    }

    if (!webBuilt(WEB_DIST)) {
      console.log('the page in Chromium: not measured (build the web app first: npm run build)');
      return;
    }
    // Liffey admits only trusted devices; the bench's fresh browser is one for this run.
    await sqlRows(
      server.db,
      `UPDATE companies SET feature_flags = feature_flags - 'is2FAMandatory' WHERE id = $1`,
      [COMPANY_ID],
    );
    const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const draw = await measureStatementsDraw({
      origin,
      webDist: WEB_DIST,
      email: ADMIN,
      closed: closedCount,
    });
    console.log(
      `/statement in Chromium with ${closedCount} closed statements: drawn in ${draw.cold.toFixed(0)} ms cold, ${draw.warm.toFixed(0)} ms warm (median), layout shift ${draw.shifts.toFixed(3)}; a ${PER_CYCLE.toLocaleString('en')}-entry statement open to its entries in ${draw.entriesOpen.toFixed(0)} ms`,
    );
  } finally {
    await server.close();
    await db.close();
  }
}

await main();
