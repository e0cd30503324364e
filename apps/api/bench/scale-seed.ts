// The scale bench's data: the demo, then `companies` more companies (people, cards, card
// spend, payments, loans, receipts) and Northwind grown to `northwindEntries`, written with
// COPY in one transaction, secondary indexes dropped during the load and rebuilt after; then
// `connected` of the new companies linked to the accounting sandbox, a third of their older
// card entries already pushed.
import { sql } from 'kysely';
import pg from 'pg';
import { mirrorConnection } from '../src/accounting/company-mirror.js';
import { connections } from '../src/accounting/connections.js';
import { DATASETS } from '../src/accounting/provider.js';
import { DEFAULT_PASSWORD_HASHING } from '../src/config.js';
import type { Db, Row } from '../src/db/db.js';
import { kyselyAcrossCompanies } from '../src/db/kysely.js';
import { migrate } from '../src/db/migrate.js';
import type { Role } from '../src/http/security.js';
import { isSeeded, seedDemo } from '../src/seed/index.js';
import { COMPANY } from '../src/seed/companies.js';
import {
  type GeneratedEntries,
  type SeedCard,
  type SeedUser,
  generateEntries,
} from '../src/seed/entries/generate.js';
import { bulkInsert } from '../src/seed/entries/bulk-insert.js';
import { type Inserter, insertGenerated } from '../src/seed/entries/insert-generated.js';
import { stableUuid } from '../src/seed/stable-ids.js';
import { sqlRows } from '../test/support/sql-rows.js';
import { copyInserter } from './copy-insert.js';

export interface ScaleSize {
  /** Companies added to the demo's. */
  companies: number;
  /** Entries of those companies and Northwind's added ones, together. */
  entries: number;
  /** Northwind's entries (the company measured), the demo's included. */
  northwindEntries: number;
  /** New companies linked to the accounting sandbox (the push bench's). */
  connected: number;
}

export const SCALE_COMPANY_NAME = 'Scale company';
const DAY = 86_400_000;
/** Tables whose secondary indexes are dropped during the load and rebuilt after. */
const REBUILT = ['entries', 'card_transactions', 'receipts', 'transfers', 'loan_instalments'];

/** The new companies, by id, with their admin (the push bench signs in as them). */
export interface ScaleCompany extends Record<string, unknown> {
  id: number;
  adminId: number;
  adminPublicId: string;
  connectionId: number | null;
}

export async function scaleCompanies(db: Db): Promise<ScaleCompany[]> {
  return sqlRows<ScaleCompany>(
    db,
    `SELECT c.id, u.id AS "adminId", u.public_id AS "adminPublicId", a.id AS "connectionId"
       FROM companies c
       JOIN users u ON u.company_id = c.id AND u.role = 'admin'
       LEFT JOIN accounting_connections a ON a.company_id = c.id AND a.deleted_at IS NULL
      WHERE c.name LIKE '${SCALE_COMPANY_NAME} %'
      ORDER BY c.id`,
  );
}

/**
 * Where the load's statements run: one transaction on a connection of its own whose rows go in
 * by COPY (PostgreSQL), or one transaction of `db` whose rows go in by bulkInsert (PGlite too).
 */
interface Loader {
  db: Db;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the rows its SQL text answers, as with pg's client.query<T>()
  query<T extends Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  insert: Inserter;
}

/**
 * Runs `load` in one transaction: with `copyFrom`, on a connection of its own that COPYs;
 * without it, through `db` with bulkInsert (PGlite, and the plans test on either engine).
 */
async function withLoader<R>(
  db: Db,
  copyFrom: pg.ClientConfig | null,
  load: (loader: Loader) => Promise<R>,
): Promise<R> {
  if (copyFrom === null) {
    return db.transaction((tx) =>
      load({ db: tx, query: (sql, params = []) => tx.execute(sql, params), insert: bulkInsert }),
    );
  }
  const client = new pg.Client(copyFrom);
  await client.connect();
  try {
    await client.query('BEGIN');
    const answer = await load({
      db,
      query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
        client.query<T>(sql, [...params]),
      insert: copyInserter(client, db),
    });
    await client.query('COMMIT');
    return answer;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function nextId(client: Loader, table: string) {
  const { rows } = await client.query<{ next: number }>(
    `SELECT (coalesce(max(id), 0) + 1)::int AS next FROM ${table}`,
  );
  return rows[0]?.next ?? 1;
}

/** An even spread with some companies twice the average and some a fifth of it. */
const shareOf = (index: number) => 0.2 + 1.6 * (((index * 7919) % 1000) / 1000);

function groupBy<T>(rows: readonly T[], key: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function emptyBatch(): GeneratedEntries {
  return {
    entries: [],
    cardTransactions: [],
    beneficiaries: [],
    bulkTransfers: [],
    transfers: [],
    loans: [],
    instalments: [],
    receipts: [],
  };
}

function append(into: GeneratedEntries, more: GeneratedEntries) {
  for (const key of Object.keys(into) as (keyof GeneratedEntries)[]) {
    (into[key] as unknown[]).push(...more[key]);
  }
}

/**
 * Seeds `db` unless it holds the scale data already; answers what it did and how long it
 * took. `copyFrom` (the same database's connection settings) loads the rows by COPY; null
 * loads them through `db`. `log` hears progress.
 */
export async function seedScale(
  db: Db,
  copyFrom: pg.ClientConfig | null,
  size: ScaleSize,
  today: Date,
  log: (line: string) => void,
): Promise<string> {
  await migrate(db);
  const existing = await scaleCompanies(db);
  if (existing.length >= size.companies) return `reused (${existing.length} scale companies)`;
  if (existing.length > 0) throw new Error('a partial scale seed: drop the database and run again');
  const started = Date.now();
  if (!(await isSeeded(db))) {
    await seedDemo(db, { passwordHashing: DEFAULT_PASSWORD_HASHING, today });
  }
  await withLoader(db, copyFrom, async (client) => {
    const copy = client.insert;
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
         FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
        WHERE x.indrelid = ANY ($1::regclass[]) AND NOT x.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
      [REBUILT],
    );
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);

    const firstCompany = await nextId(client, 'companies');
    let nextUser = await nextId(client, 'users');
    let nextCard = await nextId(client, 'cards');
    let nextReceipt = await nextId(client, 'receipts');
    const ids = {
      entry: await nextId(client, 'entries'),
      beneficiary: await nextId(client, 'beneficiaries'),
      bulkTransfer: await nextId(client, 'bulk_transfers'),
      loan: await nextId(client, 'loans'),
    };
    const [hash] = (
      await client.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE email = 'admin@demo.outlay.test'",
      )
    ).rows;
    if (!hash) throw new Error('no demo admin');

    const [flags] = (
      await client.query<{ feature_flags: string }>(
        'SELECT feature_flags::text FROM companies WHERE id = $1',
        [COMPANY.northwind],
      )
    ).rows;
    if (!flags) throw new Error('no Northwind');
    const companyIds = Array.from({ length: size.companies }, (_, index) => firstCompany + index);
    await copy(
      client.db,
      'companies',
      {
        id: { type: 'int', value: (id) => id },
        name: { type: 'text', value: (id) => `${SCALE_COMPANY_NAME} ${String(id)}` },
        country_code: { type: 'text', value: () => 'US' },
        geo_id: { type: 'int', value: () => 840 },
        card_service_type: { type: 'text', value: () => 'stripe-us' as const },
        display_currency: { type: 'text', value: () => 'USD' },
        platform_currency: { type: 'text', value: () => 'USD' },
        billing_currency: { type: 'text', value: () => 'USD' },
        billing_method: { type: 'text', value: () => 'single_platform' as const },
        // Every feature Northwind has (the accounting integration among them).
        feature_flags: {
          type: 'text',
          value: () => flags.feature_flags,
          expression: (value) => sql`${value}::jsonb`,
        },
        created_at: { type: 'timestamptz', value: () => new Date(today.getTime() - 600 * DAY) },
      },
      companyIds,
    );

    // People and cards: 3 to 12 a company, the first its admin, the second a manager.
    interface Person extends SeedUser {
      companyId: number;
      publicId: string;
    }
    const people: Person[] = [];
    const cards: (SeedCard & { companyId: number })[] = [];
    const roles: Role[] = ['admin', 'manager', 'employee', 'bookkeeper', 'employee', 'employee'];
    for (const [index, companyId] of companyIds.entries()) {
      const count = 3 + (index % 10);
      for (let n = 0; n < count; n += 1) {
        const id = nextUser++;
        const person: Person = {
          id,
          companyId,
          publicId: stableUuid(`scale-user:${String(id)}`),
          role: roles[Math.min(n, roles.length - 1)] ?? 'employee',
          firstName: ['Ana', 'Ben', 'Chloe', 'Dev', 'Eli', 'Fay'][id % 6] ?? 'Ana',
          lastName: `Person${String(id)}`,
        };
        people.push(person);
        for (const cardType of n % 3 === 0
          ? (['virtual', 'physical'] as const)
          : ['virtual' as const]) {
          const cardId = nextCard++;
          cards.push({
            id: cardId,
            companyId,
            userId: id,
            name: `${person.firstName}'s ${cardType} card`,
            lastFour: String(cardId % 10_000).padStart(4, '0'),
            cardType,
          });
        }
      }
    }
    await copy(
      client.db,
      'users',
      {
        id: { type: 'int', value: (u) => u.id },
        public_id: { type: 'uuid', value: (u) => u.publicId },
        company_id: { type: 'int', value: (u) => u.companyId },
        email: { type: 'text', value: (u) => `person${String(u.id)}@scale.outlay.test` },
        first_name: { type: 'text', value: (u) => u.firstName },
        last_name: { type: 'text', value: (u) => u.lastName },
        role: { type: 'text', value: (u) => u.role },
        password_hash: { type: 'text', value: () => hash.password_hash },
        created_at: { type: 'timestamptz', value: () => new Date(today.getTime() - 600 * DAY) },
      },
      people,
    );
    await copy(
      client.db,
      'cards',
      {
        id: { type: 'int', value: (c) => c.id },
        company_id: { type: 'int', value: (c) => c.companyId },
        user_id: { type: 'int', value: (c) => c.userId },
        name: { type: 'text', value: (c) => c.name },
        last_four: { type: 'text', value: (c) => c.lastFour },
        card_type: { type: 'text', value: (c) => c.cardType },
        created_at: { type: 'timestamptz', value: () => new Date(today.getTime() - 590 * DAY) },
      },
      cards,
    );
    log(
      `  ${companyIds.length.toLocaleString('en-US')} companies, ${people.length.toLocaleString('en-US')} people, ${cards.length.toLocaleString('en-US')} cards`,
    );

    // Entries, a batch of companies at a time (the generator's rows of a million entries
    // would not fit in memory at once).
    let batch = emptyBatch();
    let written = 0;
    const flush = async () => {
      await insertGenerated(client.db, batch, copy);
      await copy(
        client.db,
        'receipts',
        {
          id: { type: 'int', value: () => nextReceipt++ },
          public_id: { type: 'uuid', value: () => crypto.randomUUID() },
          company_id: { type: 'int', value: (r) => r.companyId },
          entry_id: { type: 'bigint', value: (r) => r.entryId },
          type: { type: 'text', value: (r) => r.type },
          file_name: { type: 'text', value: (r) => r.fileName },
          storage_key: { type: 'text', value: () => `bench/${crypto.randomUUID()}` },
          content_type: { type: 'text', value: () => 'application/pdf' },
          size_bytes: { type: 'int', value: () => 1024 },
          created_at: { type: 'timestamptz', value: () => today },
        },
        batch.receipts,
      );
      written += batch.entries.length;
      log(`  ${written.toLocaleString('en-US')} entries written`);
      batch = emptyBatch();
    };
    const plan = (
      companyId: number,
      users: SeedUser[],
      companyCards: SeedCard[],
      entries: number,
      seed: number,
    ) => {
      const transfers = Math.round(entries * 0.05);
      return generateEntries(
        {
          companyId,
          currency: 'USD',
          cycleDay: 1,
          users,
          cards: companyCards,
          cardEntries: Math.max(1, entries - transfers - 18),
          transfers,
          loans: companyId % 10 === 0,
          leaveLastStatementUnpaid: true,
          seed,
        },
        today,
        ids,
      );
    };

    // Northwind first, with the demo's people and cards.
    const [northwindNow] = (
      await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM entries WHERE company_id = $1',
        [COMPANY.northwind],
      )
    ).rows;
    const northwindMore = Math.max(0, size.northwindEntries - (northwindNow?.n ?? 0));
    if (northwindMore > 0) {
      const users = (
        await client.query<{ id: number; role: Role; first_name: string; last_name: string }>(
          'SELECT id, role, first_name, last_name FROM users WHERE company_id = $1 ORDER BY id',
          [COMPANY.northwind],
        )
      ).rows.map((u) => ({
        id: u.id,
        role: u.role,
        firstName: u.first_name,
        lastName: u.last_name,
      }));
      const northwindCards = (
        await client.query<{
          id: number;
          user_id: number;
          name: string;
          last_four: string;
          card_type: 'virtual' | 'physical';
        }>(
          'SELECT id, user_id, name, last_four, card_type FROM cards WHERE company_id = $1 ORDER BY id',
          [COMPANY.northwind],
        )
      ).rows.map((c) => ({
        id: c.id,
        userId: c.user_id,
        name: c.name,
        lastFour: c.last_four,
        cardType: c.card_type,
      }));
      append(batch, plan(COMPANY.northwind, users, northwindCards, northwindMore, 0xbe7c));
      await flush();
    }
    const perCompany = Math.max(20, (size.entries - northwindMore) / size.companies);
    const peopleOf = groupBy(people, (person) => person.companyId);
    const cardsOf = groupBy(cards, (card) => card.companyId);
    for (const [index, companyId] of companyIds.entries()) {
      append(
        batch,
        plan(
          companyId,
          peopleOf.get(companyId) ?? [],
          cardsOf.get(companyId) ?? [],
          Math.round(perCompany * shareOf(index)),
          companyId,
        ),
      );
      if (batch.entries.length >= 50_000) await flush();
    }
    await flush();

    log(`  rebuilding ${String(indexes.length)} indexes`);
    for (const index of indexes) await client.query(index.definition);
    for (const table of [
      'companies',
      'users',
      'cards',
      'entries',
      'receipts',
      'beneficiaries',
      'bulk_transfers',
      'loans',
    ]) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    }
  });

  await connectForPush(db, size.connected, today, copyFrom);
  log('  VACUUM ANALYZE');
  await db.exec('VACUUM ANALYZE');
  return `seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`;
}

/**
 * Links the first `count` scale companies to the accounting sandbox as the demo links
 * Northwind to Xero, and marks a third of their card entries older than 45 days pushed.
 */
async function connectForPush(
  db: Db,
  count: number,
  today: Date,
  copyFrom: pg.ClientConfig | null,
) {
  const q = kyselyAcrossCompanies(db);
  const companies = (await scaleCompanies(db)).slice(0, count);
  const at = (days: number) => new Date(today.getTime() - days * DAY);
  const pushed: { entryId: number; companyId: number; connectionId: number }[] = [];
  for (const company of companies) {
    const codatCompanyId = stableUuid(`scale-codat-company:${String(company.id)}`);
    const dataConnectionId = stableUuid(`scale-codat-data-connection:${String(company.id)}`);
    await q
      .insertInto('accounting_sandbox_companies')
      .values({
        codat_company_id: codatCompanyId,
        data_connection_id: dataConnectionId,
        platform_key: 'xero',
        company_name: `${SCALE_COMPANY_NAME} ${String(company.id)}`,
        country_code: 'US',
        lock_date: null,
        created_at: at(400),
        linked_at: at(400),
        deleted_at: null,
      })
      .execute();
    await q
      .insertInto('accounting_sandbox_pulls')
      .values(
        DATASETS.map((dataset) => ({
          codat_company_id: codatCompanyId,
          dataset,
          pulled_at: at(3),
        })),
      )
      .execute();
    const row = await q
      .insertInto('accounting_connections')
      .values({
        company_id: company.id,
        platform_key: 'xero',
        codat_company_id: codatCompanyId,
        data_connection_id: dataConnectionId,
        status: 'Linked',
        is_tracking_categories_allowed: true,
        is_employee_definition_allowed: true,
        is_expense_data_definition_on: true,
        link_job_id: null,
        connected_by: company.adminId,
        created_at: at(400),
        linked_at: at(400),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const connection = await connections.byId(db, { id: row.id, companyId: company.id });
    if (connection) await mirrorConnection(db, company.id, connection);
    const older = await sqlRows<{ id: number }>(
      db,
      `SELECT id FROM entries WHERE company_id = $1 AND kind = 'card' AND state = 'posted'
          AND occurred_at < $2 AND id % 3 = 0`,
      [company.id, at(45)],
    );
    pushed.push(
      ...older.map((entry) => ({ entryId: entry.id, companyId: company.id, connectionId: row.id })),
    );
  }
  await withLoader(db, copyFrom, (loader) =>
    loader.insert(
      loader.db,
      'accounting_syncs',
      {
        entry_id: { type: 'bigint', value: (s) => s.entryId },
        company_id: { type: 'int', value: (s) => s.companyId },
        connection_id: { type: 'int', value: (s) => s.connectionId },
        status: { type: 'text', value: () => 'pushed' as const },
        platform_transaction_id: { type: 'text', value: (s) => `scale-${String(s.entryId)}` },
        pushed_at: { type: 'timestamptz', value: () => at(40) },
        updated_at: { type: 'timestamptz', value: () => at(40) },
      },
      pushed,
    ),
  );
}
