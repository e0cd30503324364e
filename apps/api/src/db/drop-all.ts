import type { Db } from './db.js';

/**
 * Drops every table of the current schema, and the functions migrations made there (trigger
 * functions), so migrating again starts from nothing (the Postgres half of `db:reset`).
 */
export async function dropAllTables(db: Db) {
  await db.exec(`
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
        EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', t.tablename);
      END LOOP;
      FOR t IN SELECT p.oid::regprocedure AS signature FROM pg_proc p
                 JOIN pg_namespace n ON n.oid = p.pronamespace
                WHERE n.nspname = current_schema() LOOP
        EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', t.signature);
      END LOOP;
    END $$;`);
}
