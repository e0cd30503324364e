// A throwaway PostgreSQL cluster from Debian's packages for the server tests and the API bench:
// created in a temporary folder, listening on loopback only, removed when they are done.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './system-packages.mjs';

const defaultPort = Number(process.env.OUTLAY_TEST_PG_PORT ?? 54329);

function binDir() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0] ?? '15', 'bin');
}

function asPostgres(command) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, args] = isRoot
    ? ['su', ['postgres', '-s', '/bin/sh', '-c', command]]
    : ['sh', ['-c', command]];
  return spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
}

/** `port`: another cluster's port (the API bench runs beside the tests' cluster). */
export function startPostgres({ port = defaultPort } = {}) {
  if (
    !ensureDebianPackage({
      name: 'postgresql',
      probe: '/usr/lib/postgresql',
      purpose: 'The Postgres server tests',
    })
  ) {
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'outlay-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const bin = binDir();
  const init = asPostgres(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 >/dev/null`);
  if (init !== 0) return null;
  const started = asPostgres(
    `${bin}/pg_ctl -D ${data} -l ${dir}/server.log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null`,
  );
  if (started !== 0) return null;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres(`${bin}/pg_ctl -D ${data} -m fast stop >/dev/null`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
