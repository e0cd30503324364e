// Tenants ready to distribute (issue 38): what a Citus-style distribution by `company_id` needs
// of the migrated catalogue. A tenant table (one with `company_id`) is distributed by it, so
// its primary key and every unique constraint or index must include `company_id` (a shard can
// only check uniqueness within itself), and a foreign key to another tenant table must include
// it on both sides (rows that refer to each other live on the same shard). Foreign keys to the
// shared reference tables are fine; to a table kept on the coordinator they are not. pg-boss's
// tables live in a schema of their own and stay undistributed.
//
// Migration 0049 made them hold; NOT_YET_DISTRIBUTABLE lists the tables that still do not, and
// the test fails when a table joins or leaves that list (a new table that breaks the rules, or
// one that was fixed and can come off it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { isUniqueViolation } from '../src/db/unique-violation.js';
import { type TestDb, onPostgres, openSeededTestDb, openTestDb } from './support/test-db.js';
import { sqlRows } from './support/sql-rows.js';

/** Shared by every company, copied to every node (`create_reference_table`). */
const REFERENCE_TABLES = ['banks', 'currencies', 'legal_documents', 'merchants', 'regions'];

/**
 * Kept on the coordinator (`undistributed`): the server's own bookkeeping, security counters
 * keyed by an email or an address rather than a company, and the sandboxes that stand in for
 * outside services (their rows are the provider's, not a tenant's).
 */
const LOCAL_TABLES = [
  'accounting_sandbox_archives',
  'accounting_sandbox_companies',
  'accounting_sandbox_pulls',
  'accounting_sandbox_transactions',
  'captcha_challenges',
  'card_issuer_sandbox_cards',
  'clickwrap_signatures',
  'login_failures',
  'sandbox_oidc_keys',
  'sandbox_oidc_records',
  'sat_sandbox_credentials',
  'schema_migrations',
  'server_settings',
  'verification_failures',
];

/**
 * Kept on the coordinator although they have `company_id`: look-ups keyed by what is one
 * person's across companies (a sign-in email, a verified receipt sender address), saying which
 * company holds it. Their `company_id` points at a shard rather than placing the row on one, so
 * they are not tenant tables; a trigger keeps each in step with its tenant table (0049).
 */
const LOOKUP_TABLES = ['receipt_sender_addresses', 'user_emails'];

/** Distributed by its own `id`, the value every tenant table's `company_id` holds. */
const DISTRIBUTION_ROOT = 'companies';

/**
 * Tenant tables that break a rule today (the test prints what each breaks). outbox_messages, the
 * sandbox mailer's log, has no company_id for messages to people outside any company (upload
 * portal applicants), so it cannot be distributed by it; kept as it is until it is a local table.
 */
const NOT_YET_DISTRIBUTABLE: string[] = ['outbox_messages'];

interface Constraint {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f';
  columns: string[];
  target: string | null;
  targetSchema: string | null;
  targetColumns: string[];
}

let handle: TestDb;
let db: Db;

beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
  await migrate(db);
}, 120_000);
afterAll(async () => {
  await handle.dispose();
});

async function tables(): Promise<{ name: string; tenant: boolean }[]> {
  return (
    await sqlRows<{ name: string; tenant: boolean }>(
      db,
      `SELECT c.relname AS name,
              EXISTS (SELECT 1 FROM pg_attribute a
                       WHERE a.attrelid = c.oid AND a.attname = 'company_id'
                         AND NOT a.attisdropped) AS tenant
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
        ORDER BY 1`,
    )
  ).map((row) => ({ name: row.name, tenant: row.tenant && !LOOKUP_TABLES.includes(row.name) }));
}

async function constraints(): Promise<Constraint[]> {
  const rows = await sqlRows<{
    table: string;
    name: string;
    kind: 'p' | 'u' | 'f';
    columns: string;
    target: string | null;
    target_schema: string | null;
    target_columns: string | null;
  }>(
    db,
    `SELECT c.relname AS table, con.conname AS name, con.contype AS kind,
            (SELECT string_agg(a.attname, ',' ORDER BY k.i) FROM unnest(con.conkey)
               WITH ORDINALITY k(n, i)
               JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n) AS columns,
            f.relname AS target, fn.nspname AS target_schema,
            (SELECT string_agg(a.attname, ',' ORDER BY k.i) FROM unnest(con.confkey)
               WITH ORDINALITY k(n, i)
               JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n)
              AS target_columns
       FROM pg_constraint con
       JOIN pg_class c ON c.oid = con.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_class f ON f.oid = con.confrelid
       LEFT JOIN pg_namespace fn ON fn.oid = f.relnamespace
      WHERE n.nspname = current_schema() AND con.contype IN ('p', 'u', 'f')
      ORDER BY 1, 2`,
  );
  return rows.map((row) => ({
    table: row.table,
    name: row.name,
    kind: row.kind,
    columns: row.columns.split(','),
    target: row.target,
    targetSchema: row.target_schema,
    targetColumns: row.target_columns?.split(',') ?? [],
  }));
}

/** Unique indexes that back no constraint (partial or on expressions), with their definition. */
async function uniqueIndexes(): Promise<{ table: string; name: string; definition: string }[]> {
  return sqlRows(
    db,
    `SELECT c.relname AS table, i.relname AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class c ON c.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND x.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.oid)
      ORDER BY 1, 2`,
  );
}

/** What keeps each tenant table from being distributed by `company_id`, table by table. */
async function violations(): Promise<Map<string, string[]>> {
  const all = await tables();
  const tenant = new Set(all.filter((table) => table.tenant).map((table) => table.name));
  const local = new Set(LOCAL_TABLES);
  const found = new Map<string, string[]>();
  const note = (table: string, problem: string) => {
    found.set(table, [...(found.get(table) ?? []), problem]);
  };
  const every = await constraints();
  for (const table of tenant) {
    const constraintsOf = every.filter((c) => c.table === table);
    if (!constraintsOf.some((c) => c.kind === 'p')) note(table, 'no primary key');
    for (const c of constraintsOf) {
      const columns = c.columns.join(', ');
      if (c.kind === 'p' && !c.columns.includes('company_id')) {
        note(table, `primary key (${columns})`);
      }
      if (c.kind === 'u' && !c.columns.includes('company_id')) {
        note(table, `unique ${c.name} (${columns})`);
      }
      if (c.kind !== 'f' || c.target === null) continue;
      const target = `${c.target}(${c.targetColumns.join(', ')})`;
      if (c.target === DISTRIBUTION_ROOT) {
        // The tenant's own company: company_id → companies.id is the co-location itself.
        const at = c.columns.indexOf('company_id');
        if (at === -1 || c.targetColumns[at] !== 'id')
          note(table, `${c.name}: (${columns}) → ${target}`);
      } else if (tenant.has(c.target)) {
        const at = c.columns.indexOf('company_id');
        if (at === -1 || c.targetColumns[at] !== 'company_id') {
          note(table, `${c.name}: (${columns}) → ${target}`);
        }
      } else if (local.has(c.target)) {
        note(table, `${c.name}: → ${target}, a table kept on the coordinator`);
      }
    }
  }
  for (const index of await uniqueIndexes()) {
    if (tenant.has(index.table) && !/\bcompany_id\b/.test(index.definition)) {
      note(index.table, `unique index ${index.name}`);
    }
  }
  return found;
}

describe(`the catalogue, for distribution by company_id (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('names every table: a tenant table, the root, a reference table or a local one', async () => {
    const all = await tables();
    const unnamed = all
      .filter((table) => !table.tenant)
      .map((table) => table.name)
      .filter(
        (name) =>
          name !== DISTRIBUTION_ROOT &&
          !REFERENCE_TABLES.includes(name) &&
          !LOCAL_TABLES.includes(name) &&
          !LOOKUP_TABLES.includes(name),
      );
    expect(unnamed, 'tables without company_id that are neither reference nor local').toEqual([]);
    const names = new Set(all.map((table) => table.name));
    for (const name of [
      DISTRIBUTION_ROOT,
      ...REFERENCE_TABLES,
      ...LOCAL_TABLES,
      ...LOOKUP_TABLES,
    ]) {
      expect(names.has(name), `${name} exists`).toBe(true);
    }
    // A reference or local table with company_id would be a tenant's rows outside its shard.
    const misfiled = all.filter(
      (table) =>
        table.tenant &&
        (REFERENCE_TABLES.includes(table.name) || LOCAL_TABLES.includes(table.name)),
    );
    expect(misfiled.map((table) => table.name)).toEqual([]);
  });

  it('keeps reference tables free of foreign keys to tenant or local tables', async () => {
    const tenant = new Set((await tables()).filter((t) => t.tenant).map((t) => t.name));
    const wrong = (await constraints()).filter(
      (c) =>
        c.kind === 'f' &&
        REFERENCE_TABLES.includes(c.table) &&
        c.target !== null &&
        (tenant.has(c.target) || c.target === DISTRIBUTION_ROOT || LOCAL_TABLES.includes(c.target)),
    );
    expect(wrong.map((c) => `${c.table}.${c.name} → ${String(c.target)}`)).toEqual([]);
  });

  it('keys each look-up table by what it looks up, with no foreign keys to tenant rows', async () => {
    const every = await constraints();
    for (const table of LOOKUP_TABLES) {
      const key = every.find((c) => c.table === table && c.kind === 'p');
      expect(key?.columns, `${table}'s primary key`).not.toContain('company_id');
      expect(
        every.filter((c) => c.table === table && c.kind === 'f').map((c) => c.name),
        `${table}'s foreign keys`,
      ).toEqual([]);
    }
  });

  it("leaves pg-boss's tables in their own schema, referred to by no table of Outlay's", async () => {
    const [current] = await sqlRows<{ schema: string }>(db, 'SELECT current_schema() AS schema');
    const schema = current?.schema;
    const crossing = (await constraints()).filter(
      (c) => c.kind === 'f' && c.targetSchema !== null && c.targetSchema !== schema,
    );
    expect(crossing.map((c) => `${c.table}.${c.name} → ${String(c.targetSchema)}`)).toEqual([]);
    const boss = (await tables()).filter((table) =>
      ['job', 'queue', 'archive'].includes(table.name),
    );
    expect(
      boss.map((table) => table.name),
      "pg-boss's tables beside Outlay's",
    ).toEqual([]);
  });

  it('holds for every tenant table but those listed as not yet distributable', async () => {
    const found = await violations();
    const report = [...found.entries()]
      .map(([table, problems]) => `${table}: ${problems.join('; ')}`)
      .join('\n');
    expect([...found.keys()].sort(), `tables that break a rule:\n${report}`).toEqual(
      [...NOT_YET_DISTRIBUTABLE].sort(),
    );
  });
});

// The look-ups carry the uniqueness the tenant tables gave up (0049): a sign-in email and a
// verified receipt sender address stay one person's across companies.
describe('the look-up tables, on the seeded demo', () => {
  let seeded: TestDb;
  beforeAll(async () => {
    seeded = await openSeededTestDb();
  }, 120_000);
  afterAll(async () => {
    await seeded.dispose();
  });

  /** The statement's failure, or null when it succeeds. */
  async function refusal(text: string, params: unknown[]): Promise<unknown> {
    try {
      await sqlRows(seeded.db, text, params);
      return null;
    } catch (error) {
      return error;
    }
  }

  async function twoPeopleOfTwoCompanies() {
    const people = await sqlRows<{ id: number; company_id: number; email: string }>(
      seeded.db,
      `SELECT DISTINCT ON (company_id) id, company_id, email FROM users
        WHERE deleted_at IS NULL ORDER BY company_id, id LIMIT 2`,
    );
    const [first, second] = people;
    if (!first || !second) throw new Error('the demo has two companies with people');
    return { first, second };
  }

  it("refuses a person another company's sign-in email until that person is deleted", async () => {
    const { first, second } = await twoPeopleOfTwoCompanies();
    const update = `UPDATE users SET email = $1 WHERE company_id = $2 AND id = $3`;
    const taken = await refusal(update, [first.email.toUpperCase(), second.company_id, second.id]);
    expect(isUniqueViolation(taken, 'user_emails_pkey'), String(taken)).toBe(true);
    await sqlRows(
      seeded.db,
      `UPDATE users SET deleted_at = now() WHERE company_id = $1 AND id = $2`,
      [first.company_id, first.id],
    );
    expect(await refusal(update, [first.email, second.company_id, second.id])).toBeNull();
    const owners = await sqlRows<{ company_id: number; user_id: number }>(
      seeded.db,
      `SELECT company_id, user_id FROM user_emails WHERE email_key = lower($1)`,
      [first.email],
    );
    expect(owners).toEqual([{ company_id: second.company_id, user_id: second.id }]);
  });

  it("refuses to verify an address another company's person has verified", async () => {
    const { first, second } = await twoPeopleOfTwoCompanies();
    const insert = `INSERT INTO receipt_senders (public_id, company_id, user_id, address, created_at, verified_at)
                    VALUES (gen_random_uuid(), $1, $2, 'shared-sender@example.com', now(), now())`;
    expect(await refusal(insert, [first.company_id, first.id])).toBeNull();
    const taken = await refusal(insert, [second.company_id, second.id]);
    expect(isUniqueViolation(taken, 'receipt_sender_addresses_pkey'), String(taken)).toBe(true);
    await sqlRows(
      seeded.db,
      `DELETE FROM receipt_senders WHERE address = 'shared-sender@example.com'`,
    );
    expect(await refusal(insert, [second.company_id, second.id])).toBeNull();
  });
});
