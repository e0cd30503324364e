import type { Db } from '../src/db/db.js';
import type { Role } from '../src/http/security.js';
import { COMPANY } from '../src/seed/companies.js';
import { bulkInsert, withIndexesRebuilt } from '../src/seed/entries/bulk-insert.js';
import { generateEntries } from '../src/seed/entries/generate.js';
import { insertGenerated } from '../src/seed/entries/insert-generated.js';
import { sqlRows } from '../test/support/sql-rows.js';

interface UserRow extends Record<string, unknown> {
  id: number;
  role: Role;
  first_name: string;
  last_name: string;
}

interface CardRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  name: string;
  last_four: string;
  card_type: 'virtual' | 'physical';
}

/**
 * Adds `count` entries to Northwind on top of the demo seed, with the demo's generator (same
 * kinds, merchants, users and cards), dated over the 18 months before `today`.
 */
export async function seedBenchEntries(db: Db, count: number, today: Date): Promise<void> {
  const users = await sqlRows<UserRow>(
    db,
    'SELECT id, role, first_name, last_name FROM users WHERE company_id = $1 ORDER BY id',
    [COMPANY.northwind],
  );
  const cards = await sqlRows<CardRow>(
    db,
    'SELECT id, user_id, name, last_four, card_type FROM cards WHERE company_id = $1 ORDER BY id',
    [COMPANY.northwind],
  );
  const next = async (table: string) => {
    const [row] = await sqlRows<{ next: number }>(
      db,
      `SELECT (coalesce(max(id), 0) + 1)::int AS next FROM ${table}`,
    );
    return row?.next ?? 1;
  };
  const ids = {
    entry: await next('entries'),
    beneficiary: await next('beneficiaries'),
    bulkTransfer: await next('bulk_transfers'),
    loan: await next('loans'),
  };
  const transfers = Math.round(count * 0.05);
  const generated = generateEntries(
    {
      companyId: COMPANY.northwind,
      currency: 'USD',
      cycleDay: 1,
      users: users.map((user) => ({
        id: user.id,
        role: user.role,
        firstName: user.first_name,
        lastName: user.last_name,
      })),
      cards: cards.map((card) => ({
        id: card.id,
        userId: card.user_id,
        name: card.name,
        lastFour: card.last_four,
        cardType: card.card_type,
      })),
      // Settlements add about one a month; the rest is card spend and transfers.
      cardEntries: count - transfers - 18,
      transfers,
      loans: false,
      leaveLastStatementUnpaid: true,
      seed: 0xbe7c,
    },
    today,
    ids,
  );
  await db.transaction(async (tx) => {
    await withIndexesRebuilt(tx, 'entries', () => insertGenerated(tx, generated));
    // Receipts as the demo has them (about one purchase in eleven), rows only.
    await bulkInsert(
      tx,
      'receipts',
      {
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
      generated.receipts,
    );
  });
  await sqlRows(
    db,
    `SELECT setval(pg_get_serial_sequence('entries', 'id'), (SELECT max(id) FROM entries))`,
  );
  // Index-only counts need the visibility map that VACUUM writes; ANALYZE gives the planner
  // the new table's statistics.
  await db.exec('VACUUM ANALYZE entries');
  await db.exec('VACUUM ANALYZE receipts');
}
