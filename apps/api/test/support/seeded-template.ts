// The demo database every test server starts from, migrated and seeded once per run instead of
// once per server: a server used to spend about 5 s on PGlite (1.2 s to clone an empty
// database, 0.5 s to migrate, 3.3 s to seed) and 3 s on PostgreSQL before its first request,
// some 120 times a run. Vitest's global setup builds it; each test server copies it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { fromPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { seedDemo } from '../../src/seed/index.js';
import { TEST_PASSWORD_HASHING } from './password-hashing.js';

/** Where the seeded template is, as the global setup provides it to the test files. */
export type SeededTemplate =
  { kind: 'pglite'; dataDirFile: string } | { kind: 'postgres'; database: string; schema: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null;
  }
}

/** The schema the template's rows live in (test databases copied from it keep it). */
const TEMPLATE_SCHEMA = 'seeded';

/** `url` with its database replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds `db` as a test server would have. */
async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db, { passwordHashing: TEST_PASSWORD_HASHING });
}

/** Builds the template; answers where it is and how to remove it. */
export async function buildSeededTemplate(
  databaseUrl: string | undefined,
): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  if (databaseUrl === undefined) {
    const pglite = await PGlite.create('memory://');
    await prepare(fromPglite(pglite));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const folder = await mkdtemp(join(tmpdir(), 'outlay-seeded-'));
    const dataDirFile = join(folder, 'pglite.tar');
    await writeFile(dataDirFile, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dataDirFile },
      remove: () => rm(folder, { recursive: true, force: true }),
    };
  }
  const database = `outlay_seeded_${randomBytes(5).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${database}`);
  const db = await openPostgres({
    connectionString: withDatabase(databaseUrl, database),
    schema: TEMPLATE_SCHEMA,
    maxConnections: 2,
  });
  try {
    await prepare(db);
  } finally {
    // A database is copied only while nobody is connected to it.
    await db.close();
  }
  return {
    template: { kind: 'postgres', database, schema: TEMPLATE_SCHEMA },
    remove: () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

let pgliteDump: Promise<Blob> | undefined;

/**
 * A seeded database of the test file's own, copied from the template: PGlite loaded from its
 * data folder's dump, or a PostgreSQL database made from the template database. Null when the
 * run has no template (a file run outside the api project's global setup).
 */
export async function copySeededTemplate(
  databaseUrl: string | undefined,
): Promise<{ db: Db; dispose(): Promise<void> } | null> {
  const template = inject('seededTemplate');
  if (!template) return null;
  if (template.kind === 'pglite') {
    pgliteDump ??= readFile(template.dataDirFile).then((bytes) => new Blob([bytes]));
    const db = fromPglite(await PGlite.create({ loadDataDir: await pgliteDump }));
    return { db, dispose: () => db.close() };
  }
  if (databaseUrl === undefined) return null;
  const database = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${database} TEMPLATE ${template.database}`);
  const db = await openPostgres({
    connectionString: withDatabase(databaseUrl, database),
    schema: template.schema,
    maxConnections: 5,
  });
  return {
    db,
    async dispose() {
      await db.close();
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
