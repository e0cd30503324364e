// The bench's databases: PGlite in a folder, as `npm start` runs, and a PostgreSQL server, as
// production runs. Each gets the demo plus the bench's entries, and an admin's access token.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';
import { createAccessTokens } from '../src/auth/access-tokens.js';
import { createRefreshTokens } from '../src/auth/refresh-tokens.js';
import { loadServerKeys } from '../src/auth/server-secret.js';
import { systemClock } from '../src/clock.js';
import { DEFAULT_PASSWORD_HASHING } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { isSeeded, seedDemo } from '../src/seed/index.js';
import { freePort } from './processes.js';
import { seedBenchEntries } from './seed-bench-entries.js';
import { sqlRows } from '../test/support/sql-rows.js';

export type Engine = 'pglite' | 'postgres';

export const ENGINE_NAMES: Record<Engine, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
};

export interface BenchDatabase {
  engine: Engine;
  /** What the server's process needs to open this database. */
  env: Record<string, string>;
  /** An admin of Northwind, signed with the server's keys. */
  token: string;
  /** The port of a PostgreSQL server on this machine, whose CPU time the bench reads. */
  postgresPort?: number;
  /** Said before the figures: how many entries, seeded or reused, how long it took. */
  description: string;
  dispose(): Promise<void>;
}

interface Seeding {
  entries: number;
  today: Date;
  secret: string;
  /**
   * Runs once after a fresh seed (not on a reused folder or server), with the first id of the
   * bench's own entries: a bench reshapes them for what it measures.
   */
  afterSeed?: (db: Db, firstBenchEntryId: number) => Promise<void>;
}

/**
 * An admin's access token signed with the server's keys, after a real sign-in (a refresh-token
 * family): the server checks every token's session.
 */
export async function adminToken(
  db: Db,
  secret: string,
  admin: { userId: number; companyId: number; userPublicId: string },
): Promise<string> {
  const keys = await loadServerKeys(db, secret);
  const owner = { userId: admin.userId, companyId: admin.companyId };
  const signIn = await createRefreshTokens(db, systemClock, keys.get('refresh-token')).issue(owner);
  return createAccessTokens(keys.get('access-token'), systemClock).issue({
    ...owner,
    userPublicId: admin.userPublicId,
    role: 'admin',
    sessionId: signIn.sessionId,
  });
}

async function fill(db: Db, seeding: Seeding) {
  const started = Date.now();
  await migrate(db);
  const reused = await isSeeded(db);
  if (!reused) {
    // The benched servers run with the default parameters, so their hashes are the same.
    await seedDemo(db, { passwordHashing: DEFAULT_PASSWORD_HASHING, today: seeding.today });
    const [last] = await sqlRows<{ id: string }>(
      db,
      'SELECT coalesce(max(id), 0)::text AS id FROM entries',
    );
    await seedBenchEntries(db, seeding.entries, seeding.today);
    await seeding.afterSeed?.(db, Number(last?.id ?? 0) + 1);
  }
  const [row] = await sqlRows<{ n: string }>(
    db,
    'SELECT count(*)::text AS n FROM entries WHERE company_id = 1',
  );
  const [admin] = await sqlRows<{ id: number; public_id: string }>(
    db,
    "SELECT id, public_id FROM users WHERE email = 'admin@demo.outlay.test'",
  );
  if (!admin) throw new Error('no demo admin');
  const token = await adminToken(db, seeding.secret, {
    userId: admin.id,
    companyId: 1,
    userPublicId: admin.public_id,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const entries = Number(row?.n).toLocaleString('en-US');
  return {
    token,
    description: `${reused ? 'reused' : 'seeded'} ${entries} entries in ${seconds} s`,
  };
}

/**
 * PGlite in a temporary folder, or in BENCH_DATA_DIR (kept, and reused without seeding on the
 * next run). The folder is closed before the server opens it: PGlite has one process at a time.
 */
async function pglite(seeding: Seeding): Promise<BenchDatabase> {
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'outlay-bench-'));
  const db = await openPglite(join(dataDir, 'pglite'));
  const filled = await fill(db, seeding).finally(() => db.close());
  return {
    engine: 'pglite',
    env: { OUTLAY_DATA_DIR: dataDir },
    token: filled.token,
    description: `PGlite in ${keep ?? 'a temporary folder'}: ${filled.description}`,
    dispose() {
      if (keep === undefined) rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/**
 * The server in BENCH_DATABASE_URL (kept, reused when seeded), or a throwaway cluster of
 * Debian's PostgreSQL on a free port.
 */
async function postgres(seeding: Seeding): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  const cluster = given === undefined ? startPostgres({ port: await freePort() }) : null;
  const url = given ?? cluster?.url;
  if (url === undefined)
    throw new Error("PostgreSQL did not start (is Debian's postgresql installed?)");
  const filesDir = mkdtempSync(join(tmpdir(), 'outlay-bench-files-'));
  try {
    const db = await openPostgres({ connectionString: url });
    const filled = await fill(db, seeding).finally(() => db.close());
    return {
      engine: 'postgres',
      env: { DATABASE_URL: url, OUTLAY_DATA_DIR: filesDir },
      postgresPort: Number(new URL(url).port || 5432),
      token: filled.token,
      description: `PostgreSQL ${given === undefined ? '(a throwaway cluster)' : 'in BENCH_DATABASE_URL'}: ${filled.description}`,
      dispose() {
        cluster?.stop();
        rmSync(filesDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  } catch (error) {
    cluster?.stop();
    rmSync(filesDir, { recursive: true, force: true });
    throw error;
  }
}

export function openBenchDatabase(engine: Engine, seeding: Seeding): Promise<BenchDatabase> {
  return engine === 'pglite' ? pglite(seeding) : postgres(seeding);
}
