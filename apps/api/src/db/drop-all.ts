import type { Db } from './db.js';

/** Drops every table of the current schema (the Postgres half of `db:reset`). */
export async function dropAllTables(db: Db) {
  await db.exec(`
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
        EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', t.tablename);
      END LOOP;
    END $$;`);
}
