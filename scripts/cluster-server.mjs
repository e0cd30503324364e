#!/usr/bin/env node
// Several Outlay servers on one PostgreSQL behind a real load balancer (issue 38): a fresh
// database (on DATABASE_URL's server, or a throwaway PostgreSQL from Debian's packages), one
// S3-compatible store (s3rver) both servers keep files in, two Outlay processes in demo mode and
// Debian's HAProxy in front of them on PORT. The servers' pids go to a state file
// (OUTLAY_CLUSTER_STATE) so a test can kill one mid-run. SIGTERM or SIGINT ends everything.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './lib/postgres.mjs';
import { ensureDebianPackage } from './lib/system-packages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// pg and s3rver are the API package's dependencies, not the root's.
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const pg = requireFromApi('pg');
const S3rver = requireFromApi('@20minutes/s3rver');

const port = Number(process.env.PORT ?? 4180);
const serverPorts = [port + 1, port + 2];
const stateFile = process.env.OUTLAY_CLUSTER_STATE ?? join(tmpdir(), `outlay-cluster-${port}.json`);
const webDist = process.env.OUTLAY_WEB_DIST ?? join(root, 'apps/web/dist');
const bucket = 'outlay-files';
// s3rver's fixed development credentials.
const s3Credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

const work = mkdtempSync(join(tmpdir(), 'outlay-cluster-'));
/** What to undo on the way out, newest first. */
const cleanUps = [];
const children = [];
let stopping = false;

function log(message) {
  console.log(`[cluster] ${message}`);
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  await Promise.all(
    children.map((child) =>
      child.exitCode === null && child.signalCode === null ? once(child, 'exit') : null,
    ),
  );
  for (const cleanUp of cleanUps.reverse()) {
    try {
      await cleanUp();
    } catch (error) {
      console.error('[cluster] clean-up failed:', error);
    }
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(stateFile, { force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));

/** A database of its own on DATABASE_URL's server, or a throwaway PostgreSQL's. */
async function freshDatabase() {
  const given = process.env.DATABASE_URL;
  if (given === undefined || given === '') {
    const server = startPostgres({ port: Number(process.env.OUTLAY_CLUSTER_PG_PORT ?? 54339) });
    if (!server) throw new Error('PostgreSQL could not be started (see above)');
    cleanUps.push(() => server.stop());
    return server.url;
  }
  const name = `outlay_cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanUps.push(async () => {
    const client = new pg.Client({ connectionString: given });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(given);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startStore() {
  const directory = join(work, 's3');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // s3rver signs a bucket listing differently from the current AWS SDK; credentials are
    // still required (see apps/api/test/support/s3-server.ts).
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await server.run();
  cleanUps.push(() => server.close());
  return `http://127.0.0.1:${s3Port}`;
}

async function waitForHealth(origin, child, what) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited before it answered (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${origin}/api/health-check`);
      if (response.ok) return;
    } catch {
      // Not listening yet: migrating, seeding or starting.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer on ${origin} in 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function startServer(index, databaseUrl, s3Endpoint) {
  const serverPort = serverPorts[index];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...s3Credentials,
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      DATABASE_URL: databaseUrl,
      OUTLAY_DEMO: '1',
      NODE_ENV: 'test',
      // Each server's own data folder: nothing in it is shared, files live in the bucket.
      OUTLAY_DATA_DIR: join(work, `server-${index + 1}`),
      OUTLAY_WEB_DIST: webDist,
      // Each server's own receipt-mail listener, away from the demo's 2525 (one port, one server).
      OUTLAY_SMTP_PORT: String(serverPort + 2000),
      OUTLAY_STORAGE: 's3',
      OUTLAY_S3_BUCKET: bucket,
      OUTLAY_S3_ENDPOINT: s3Endpoint,
      OUTLAY_S3_REGION: 'us-east-1',
      OUTLAY_S3_FORCE_PATH_STYLE: '1',
      // The caller's address is HAProxy's X-Forwarded-For, so per-address limits see people.
      OUTLAY_TRUST_PROXY: '1',
      OUTLAY_PUBLIC_URL: `http://localhost:${port}`,
      OUTLAY_RATE_LIMIT_FACTOR: process.env.OUTLAY_RATE_LIMIT_FACTOR ?? '20',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) log(`server ${index + 1} (pid ${child.pid}) ended: ${code ?? signal}`);
  });
  return child;
}

function haproxyConfig() {
  return `global
  log stderr format short local0 warning

defaults
  mode http
  log global
  timeout connect 2s
  timeout client 130s
  timeout server 130s
  timeout http-request 25s
  # A request that could not reach a server, or got nothing back, goes to another one.
  retries 3
  option redispatch
  retry-on conn-failure empty-response
  option forwardfor

frontend outlay
  bind 127.0.0.1:${port}
  default_backend servers
  # Which server answered, so a test can tell that both served it and that the survivor did.
  http-response set-header X-Outlay-Server %s

backend servers
  balance roundrobin
  option httpchk GET /api/health-check
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${serverPorts.map((serverPort, index) => `  server outlay${index + 1} 127.0.0.1:${serverPort} check`).join('\n')}
`;
}

async function main() {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} has no index.html: build the web app first (pnpm build).`);
  }
  if (
    !ensureDebianPackage({
      name: 'haproxy',
      probe: '/usr/sbin/haproxy',
      purpose: 'The several-servers test',
    })
  ) {
    throw new Error('HAProxy is missing');
  }
  const databaseUrl = await freshDatabase();
  const s3Endpoint = await startStore();
  log(`database ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, files in s3rver at ${s3Endpoint}`);

  // The first server migrates and seeds the demo; the second finds both done.
  const servers = [];
  for (const index of [0, 1]) {
    const child = startServer(index, databaseUrl, s3Endpoint);
    await waitForHealth(`http://127.0.0.1:${serverPorts[index]}`, child, `server ${index + 1}`);
    servers.push({ pid: child.pid, port: serverPorts[index] });
    log(`server ${index + 1} (pid ${child.pid}) answers on ${serverPorts[index]}`);
  }

  // Written before HAProxy answers, so the test finds it once the load balancer is up.
  writeFileSync(stateFile, JSON.stringify({ port, servers }, null, 2));
  const config = join(work, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig());
  const haproxy = spawn('/usr/sbin/haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(haproxy);
  haproxy.on('exit', (code, signal) => {
    if (!stopping) {
      log(`HAProxy ended: ${code ?? signal}`);
      void stopAll(1);
    }
  });
  await waitForHealth(`http://127.0.0.1:${port}`, haproxy, 'HAProxy');
  log(`HAProxy (pid ${haproxy.pid}) balances http://localhost:${port} over ${serverPorts}`);
}

main().catch((error) => {
  console.error('[cluster]', error instanceof Error ? error.message : error);
  void stopAll(1);
});
