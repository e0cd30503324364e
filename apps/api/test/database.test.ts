import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { dropAllTables } from '../src/db/drop-all.js';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import { isSeeded, seedDemo } from '../src/seed/index.js';
import { TEST_PASSWORD_HASHING } from './support/password-hashing.js';
import { type TestDb, openTestDb } from './support/test-db.js';
import { sqlRows } from './support/sql-rows.js';

const opened: TestDb[] = [];

async function freshDb(): Promise<Db> {
  const handle = await openTestDb();
  opened.push(handle);
  return handle.db;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.dispose()));
});

/** Every seeded row, as text, in a stable order. */
async function dump(db: Db): Promise<string> {
  const tables = ['companies', 'users'];
  const parts = [];
  for (const table of tables) {
    const rows = await sqlRows(db, `SELECT * FROM ${table} ORDER BY id`);
    parts.push(JSON.stringify(rows));
  }
  return parts.join('\n');
}

describe('migrations', () => {
  it('apply once, in order, and are recorded', async () => {
    const db = await freshDb();
    const all = await loadMigrations();
    expect(all.map((m) => m.version)).toEqual(all.map((_, index) => index + 1));
    expect(await migrate(db)).toEqual(all.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const recorded = await sqlRows<{ version: number }>(
      db,
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(all.map((m) => m.version));
  });

  it('are applied exactly once when two servers start together', async () => {
    const db = await freshDb();
    const results = await Promise.all([migrate(db), migrate(db)]);
    const applied = results.flat();
    expect(applied.sort((a, b) => a - b)).toEqual((await loadMigrations()).map((m) => m.version));
  });

  it('refuse to run when an applied migration was edited', async () => {
    const db = await freshDb();
    const all = await loadMigrations();
    await migrate(db, all);
    const [first, ...rest] = all;
    if (!first) throw new Error('no migrations');
    const edited = [{ ...first, checksum: 'edited' }, ...rest];
    await expect(migrate(db, edited)).rejects.toThrow(/changed after it was applied/);
  });
});

describe('demo seed', () => {
  it('is deterministic: two seeds give the same rows, password hashes included', async () => {
    const a = await freshDb();
    const b = await freshDb();
    for (const db of [a, b]) {
      await migrate(db);
      expect(await isSeeded(db)).toBe(false);
      await seedDemo(db, { passwordHashing: TEST_PASSWORD_HASHING });
      expect(await isSeeded(db)).toBe(true);
    }
    expect(await dump(a)).toBe(await dump(b));
    // Two whole demo seeds: minutes on a busy machine.
  }, 240_000);

  it('leaves id sequences past the fixed ids', async () => {
    const db = await freshDb();
    await migrate(db);
    await seedDemo(db, { passwordHashing: TEST_PASSWORD_HASHING });
    const [seeded] = await sqlRows<{ max: number }>(db, 'SELECT max(id) AS max FROM companies');
    const [row] = await sqlRows<{ id: number }>(
      db,
      `INSERT INTO companies (name, country_code, geo_id, card_service_type, display_currency,
         platform_currency, billing_currency, billing_method, created_at)
       VALUES ('New Co', 'US', 840, 'stripe-us', 'USD', 'USD', 'USD', 'single_platform', $1)
       RETURNING id`,
      [new Date()],
    );
    expect(row?.id).toBe((seeded?.max ?? 0) + 1);
  });

  it('can be dropped and seeded again (db:reset on Postgres)', async () => {
    const db = await freshDb();
    await migrate(db);
    await seedDemo(db, { passwordHashing: TEST_PASSWORD_HASHING });
    const before = await dump(db);
    await sqlRows(db, `UPDATE users SET first_name = 'Changed'`);
    await dropAllTables(db);
    expect(
      await sqlRows(db, `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`),
    ).toEqual([]);
    await migrate(db);
    await seedDemo(db, { passwordHashing: TEST_PASSWORD_HASHING });
    expect(await dump(db)).toBe(before);
  }, 240_000);
});

describe('the change count', () => {
  it('moves with every statement that may change data on PGlite, and is absent on Postgres', async () => {
    const db = await freshDb();
    if (db.kind === 'postgres') {
      // Other instances write to the same server: this process cannot know what changed.
      expect(db.changeCount).toBeUndefined();
      return;
    }
    const count = () => db.changeCount?.() ?? -1;
    await db.exec('CREATE TABLE notes (id int PRIMARY KEY, text text)');
    const start = count();
    expect(start).toBeGreaterThan(0);
    await sqlRows(db, 'SELECT 1', [], { readOnly: true });
    expect(count()).toBe(start);
    await sqlRows(db, 'INSERT INTO notes VALUES (1, $1)', ['a']);
    expect(count()).toBe(start + 1);
    // A statement not marked read-only counts, whatever it does.
    await sqlRows(db, 'SELECT text FROM notes');
    expect(count()).toBe(start + 2);
    await db.transaction(async (tx) => {
      await sqlRows(tx, "UPDATE notes SET text = 'b'");
      expect(count()).toBe(start + 3);
    });
    // The commit too.
    expect(count()).toBe(start + 4);
    await expect(
      db.transaction(async (tx) => {
        await sqlRows(tx, 'INSERT INTO notes VALUES (1, $1)', ['duplicate']);
      }),
    ).rejects.toThrow();
    expect(count()).toBe(start + 6);
    await db.exec("UPDATE notes SET text = 'c'");
    expect(count()).toBe(start + 7);
  });
});
