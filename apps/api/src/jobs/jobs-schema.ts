import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,56}$/;

/**
 * Where pg-boss keeps its tables: `pgboss` beside the usual `public`, or `<schema>_jobs` beside
 * any other schema (each test file on Postgres has its own), so two databases sharing a server
 * never share a queue.
 */
export async function jobsSchemaOf(db: Db): Promise<string> {
  // It reads no table, so no company's rows; its result becomes a schema name pg-boss and the
  // reset script write into their own SQL, hence the check below.
  const row = await kyselyAcrossCompanies(db)
    .selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('name'))
    .executeTakeFirst();
  const current = row?.name ?? 'public';
  if (!SCHEMA_NAME.test(current)) throw new Error(`Unexpected schema name: ${current}`);
  return current === 'public' ? 'pgboss' : `${current}_jobs`;
}

/** The Postgres half of `db:reset`: the queue's schema goes with the tables. */
export async function dropJobsSchema(db: Db): Promise<void> {
  await db.exec(`DROP SCHEMA IF EXISTS ${await jobsSchemaOf(db)} CASCADE`);
}
