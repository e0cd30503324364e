import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';
import { kyselyAcrossCompanies } from './kysely.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    }
    const version = Number(match[1]);
    // A gap or a duplicate means two branches picked the same number: fail before touching data.
    if (version !== migrations.length + 1) {
      throw new Error(`Migrations must be numbered 1, 2, 3… without gaps; found ${file}`);
    }
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    migrations.push({ version, name: match[2], sql, checksum });
  }
  return migrations;
}

/**
 * Applies pending migrations in order, each with its bookkeeping row, inside one transaction
 * that holds an advisory lock, so several servers starting together on one Postgres apply each
 * migration once. The lock is keyed by schema so test schemas migrate in parallel.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    // A script without parameters or rows, like the migrations themselves.
    await tx.exec(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':migrations'))`);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The bookkeeping table belongs to no company.
    const queries = kyselyAcrossCompanies(tx);
    const applied = await queries
      .selectFrom('schema_migrations')
      .select(['version', 'checksum'])
      .orderBy('version')
      .execute();
    const byVersion = new Map(applied.map((row) => [row.version, row.checksum]));
    const done: number[] = [];
    for (const migration of all) {
      const checksum = byVersion.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name} changed after it was applied; add a new migration instead.`,
          );
        }
        continue;
      }
      await tx.exec(migration.sql);
      await queries
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, checksum: migration.checksum })
        .execute();
      done.push(migration.version);
    }
    return done;
  });
}
