// pnpm --filter @outlay/api bench:stages — where one list call's time goes, stage by stage.
//
// Builds the real server in this process (production mode) on the bench's database (the same
// seeding and reuse as `bench:api`: BENCH_DATA_DIR, BENCH_DATABASE_URL, BENCH_ENGINES), then
// sends the list call one at a time (no queueing) and times each stage between Fastify's hooks:
//   arrival → onRequest hooks (request id, security headers, body timer, compression check)
//   → authentication (token, live session), access rule, body read and parse
//   → request validation against the contract → handler (query resolution, SQL, the stored
//   page) → serialisation and onSend hooks → writing the answer (and compressing it).
// SQL is timed around each statement the server sends; the session lookup is timed apart.
// Run once without and once with `accept-encoding: br, gzip` (a browser's), with the mean and
// the p99 of each stage in microseconds.
//
// A benchmark, not a test: numbers depend on the machine and what else runs on it.
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyRequest } from 'fastify';
import { createAccessTokens } from '../src/auth/access-tokens.js';
import { createLiveSessions } from '../src/auth/live-sessions.js';
import { loadServerKeys } from '../src/auth/server-secret.js';
import { systemClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { openDatabase } from '../src/db/open.js';
import { buildServer } from '../src/server.js';
import { ENGINE_NAMES, type Engine, openBenchDatabase } from './databases.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const CALLS = Number(process.env.BENCH_STAGE_CALLS ?? 3000);
const SECRET = 'outlay-bench-secret-0123456789abcdef0123456789';
const LIST_QUERY = {
  search: 'amazon',
  filterBy: { cardTypes: ['virtual'] },
  isPostedStatus: true,
};

const STAGES = [
  'onRequest hooks',
  'auth, access rule, body read',
  'request validation',
  'handler (with SQL)',
  '  of which SQL',
  'serialise, onSend hooks',
  'write answer (compress)',
  'whole call in the server',
] as const;
type Stage = (typeof STAGES)[number];

/** Marks along one request, in nanoseconds of process.hrtime. */
interface Marks {
  arrived: bigint;
  hooksDone?: bigint;
  validating?: bigint;
  handling?: bigint;
  serialising?: bigint;
  sending?: bigint;
  sql: bigint;
}

const marksOf = new WeakMap<IncomingMessage, Marks>();
/** The request whose handler is running now (one call at a time), for the SQL it sends. */
let current: Marks | undefined;

function timedDb(db: Db): Db {
  const execute: Db['execute'] = async (sql, params, options) => {
    const started = process.hrtime.bigint();
    const marks = current;
    try {
      return await db.execute(sql, params, options);
    } finally {
      if (marks) marks.sql += process.hrtime.bigint() - started;
    }
  };
  return { ...db, execute, kind: db.kind };
}

function summary(samples: Map<Stage, number[]>) {
  for (const stage of STAGES) {
    const values = (samples.get(stage) ?? []).sort((a, b) => a - b);
    if (values.length === 0) continue;
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    const p99 = values[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;
    console.log(
      `    ${stage.padEnd(30)} mean ${mean.toFixed(0).padStart(6)} µs   p99 ${p99.toFixed(0).padStart(6)} µs`,
    );
  }
}

async function sessionLookup(db: Db, token: string) {
  const keys = await loadServerKeys(db, SECRET);
  const tokens = createAccessTokens(keys.get('access-token'), systemClock);
  const sessions = createLiveSessions(db, systemClock);
  const time = async (calls: number, body: () => Promise<unknown>) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < calls; i += 1) await body();
    return Number(process.hrtime.bigint() - started) / 1000 / calls;
  };
  const verify = await time(CALLS, () => Promise.resolve(tokens.verify(token)));
  const session = tokens.verify(token);
  if (!session) throw new Error('the bench token does not verify');
  const cached = await time(CALLS, () => sessions.check(session));
  const uncached = await time(200, () => {
    sessions.forget(session.sessionId);
    return sessions.check(session);
  });
  console.log(
    `  session lookup apart: token check ${verify.toFixed(1)} µs (a token seen before), ` +
      `live session ${cached.toFixed(1)} µs from this instance's memory, ` +
      `${uncached.toFixed(0)} µs read from the database (every 2 s per session)`,
  );
}

/**
 * The calls come from a thread of their own, so the client's work does not fall between the
 * server's marks; one call at a time.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { url, headers, body, calls } = workerData;
  let size = '';
  let sentEncoding = 'identity';
  for (let call = 0; call < calls; call += 1) {
    const response = await fetch(url, { method: 'POST', headers, body });
    const decoded = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error('list call: ' + response.status);
    size = (response.headers.get('content-length') ?? 'chunked') + ' bytes sent, ' + decoded + ' decoded';
    sentEncoding = response.headers.get('content-encoding') ?? 'identity';
  }
  parentPort.postMessage({ size, sentEncoding });
})();
`;

function calls(url: string, headers: Record<string, string>, count: number) {
  return new Promise<{ size: string; sentEncoding: string }>((resolve, reject) => {
    const worker = new Worker(CLIENT, {
      eval: true,
      workerData: { url, headers, body: JSON.stringify(LIST_QUERY), calls: count },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the client thread exited with ${code}`));
    });
  });
}

async function measure(engine: Engine) {
  const database = await openBenchDatabase(engine, {
    entries: ENTRIES,
    today: new Date(),
    secret: SECRET,
  });
  try {
    const config = loadConfig({
      ...process.env,
      ...database.env,
      NODE_ENV: 'production',
      OUTLAY_SECRET: SECRET,
      OUTLAY_JOBS_WORKERS: '0',
      OUTLAY_WEB_DIST: join(tmpdir(), 'outlay-bench-no-web'),
    });
    const db = await openDatabase(config);
    const app = await buildServer({ db: timedDb(db), config, logger: false });
    app.server.prependListener('request', (raw: IncomingMessage) => {
      marksOf.set(raw, { arrived: process.hrtime.bigint(), sql: 0n });
    });
    const mark = (request: FastifyRequest, stage: Exclude<keyof Marks, 'arrived' | 'sql'>) => {
      const marks = marksOf.get(request.raw);
      if (marks) marks[stage] = process.hrtime.bigint();
      if (stage === 'handling') current = marks;
      if (stage === 'serialising') current = undefined;
    };
    const samples = new Map<Stage, number[]>();
    app.addHook('onRequest', (request, _reply, done) => {
      mark(request, 'hooksDone');
      done();
    });
    app.addHook('preValidation', (request, _reply, done) => {
      mark(request, 'validating');
      done();
    });
    app.addHook('preHandler', (request, _reply, done) => {
      mark(request, 'handling');
      done();
    });
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      mark(request, 'serialising');
      done(null, payload);
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      mark(request, 'sending');
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      const m = marksOf.get(request.raw);
      done();
      if (!m?.hooksDone || !m.validating || !m.handling || !m.serialising || !m.sending) return;
      const end = process.hrtime.bigint();
      const add = (stage: Stage, ns: bigint) => {
        const list = samples.get(stage) ?? [];
        list.push(Number(ns) / 1000);
        samples.set(stage, list);
      };
      add('onRequest hooks', m.hooksDone - m.arrived);
      add('auth, access rule, body read', m.validating - m.hooksDone);
      add('request validation', m.handling - m.validating);
      add('handler (with SQL)', m.serialising - m.handling);
      add('  of which SQL', m.sql);
      add('serialise, onSend hooks', m.sending - m.serialising);
      add('write answer (compress)', end - m.sending);
      add('whole call in the server', end - m.arrived);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    const url = `http://127.0.0.1:${address.port}/api/v2/web/dashboard/transactions`;
    console.log(`\n${ENGINE_NAMES[engine]}: ${database.description}`);
    try {
      // fetch asks for compression unless told otherwise.
      for (const encoding of ['identity', 'br, gzip']) {
        const headers: Record<string, string> = {
          authorization: `Bearer ${database.token}`,
          'content-type': 'application/json',
          'x-platform-type': 'webapp',
          'accept-encoding': encoding,
        };
        samples.clear();
        await calls(url, headers, 300);
        samples.clear();
        const { size, sentEncoding } = await calls(url, headers, CALLS);
        console.log(
          `  ${CALLS} list calls one at a time, accept-encoding ${encoding}: ` +
            `${size}, ${sentEncoding}`,
        );
        summary(samples);
      }
      await sessionLookup(db, database.token);
    } finally {
      await app.close();
      await db.close();
    }
  } finally {
    await database.dispose();
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim()) as Engine[];
for (const engine of engines) await measure(engine);
