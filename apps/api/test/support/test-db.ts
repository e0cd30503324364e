import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../src/db/db.js';
import { isPostgresUrl } from '../../src/db/open.js';
import { fromPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/seed/index.js';
import { TEST_PASSWORD_HASHING } from './password-hashing.js';
import { copySeededTemplate } from './seeded-template.js';

export interface TestDb {
  db: Db;
  dispose(): Promise<void>;
}

/** True when the suite runs against a real Postgres (`test:postgres`). */
export const onPostgres = isPostgresUrl(process.env.DATABASE_URL);

let template: Promise<PGlite> | undefined;

/** Cloning an empty PGlite is several times faster than starting one (initdb runs once). */
async function freshPglite(): Promise<Db> {
  template ??= PGlite.create('memory://');
  return fromPglite(await (await template).clone());
}

/**
 * A fresh, empty database: PGlite in memory, or with DATABASE_URL a schema of its own on that
 * server, so test files run in parallel without seeing each other's rows.
 */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) {
    const db = await freshPglite();
    return { db, dispose: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres({ connectionString: url, schema, maxConnections: 5 });
  return {
    db,
    async dispose() {
      await db.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // The job queue's schema sits beside the test's (src/jobs/jobs-schema.ts).
        await client.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A fresh database holding the migrated demo: a copy of the run's seeded template, or, in a run
 * without one, an empty database migrated and seeded here.
 */
export async function openSeededTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  const copied = await copySeededTemplate(isPostgresUrl(url) ? url : undefined);
  if (copied) return copied;
  const empty = await openTestDb();
  await migrate(empty.db);
  await seedDemo(empty.db, { passwordHashing: TEST_PASSWORD_HASHING });
  return empty;
}
