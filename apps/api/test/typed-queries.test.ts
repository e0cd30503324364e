import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyScopeError } from '../src/db/company-scope.js';
import type { Db } from '../src/db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../src/db/kysely.js';
import { migrate } from '../src/db/migrate.js';
import { allowedWords } from '../scripts/db-types.js';
import { type TestDb, openTestDb } from './support/test-db.js';

let handle: TestDb;
let db: Db;

beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
  await migrate(db);
  const company = (id: number, name: string) => ({
    id,
    name,
    country_code: 'US',
    geo_id: 1,
    card_service_type: 'stripe-us' as const,
    display_currency: 'USD',
    platform_currency: 'USD',
    billing_currency: 'USD',
    billing_method: 'single_platform' as const,
    created_at: new Date(),
  });
  await kyselyAcrossCompanies(db)
    .insertInto('companies')
    .values([company(1, 'One'), company(2, 'Two')])
    .execute();
});

afterAll(() => handle.dispose());

describe('Kysely over the Db', () => {
  it('answers values alike on PGlite and PostgreSQL: bigint a number, date its text', async () => {
    const row = await kyselyAcrossCompanies(db)
      .selectNoFrom([
        sql<number>`12::bigint`.as('big'),
        sql<string>`'2026-03-01'::date`.as('day'),
        sql<string>`1.50::numeric`.as('amount'),
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ big: 12, day: '2026-03-01', amount: '1.50' });
  });

  it('counts the rows an UPDATE changed', async () => {
    const result = await kyselyOf(db)
      .updateTable('companies')
      .set({ name: 'One' })
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('runs inside db.transaction through the transaction, and rolls back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await kyselyOf(tx)
          .updateTable('companies')
          .set({ name: 'Gone' })
          .where('id', '=', 2)
          .execute();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const row = await kyselyOf(db)
      .selectFrom('companies')
      .select('name')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Two');
  });

  it("refuses Kysely's own transactions", async () => {
    await expect(
      kyselyOf(db)
        .transaction()
        .execute(() => Promise.resolve()),
    ).rejects.toThrow(/db\.transaction/);
  });
});

describe('one company per query', () => {
  const q = () => kyselyOf(db);

  it('refuses a read of a company table that no condition pins to one company', async () => {
    await expect(q().selectFrom('users').select('id').execute()).rejects.toBeInstanceOf(
      CompanyScopeError,
    );
    await expect(
      q().selectFrom('users').select('id').where('company_id', 'in', [1, 2]).execute(),
    ).rejects.toThrow(/users/);
    await expect(
      q()
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('company_id', '=', 1), eb('id', '=', 3)]))
        .execute(),
    ).rejects.toThrow(/users/);
    await expect(q().updateTable('companies').set({ name: 'x' }).execute()).rejects.toThrow(
      /companies/,
    );
    await expect(q().deleteFrom('users').where('id', '=', 1).execute()).rejects.toThrow(/users/);
  });

  it('refuses a joined company table left unpinned, and a subquery that is', async () => {
    await expect(
      q()
        .selectFrom('users as u')
        .innerJoin('cards as c', 'c.user_id', 'u.id')
        .select('c.id')
        .where('u.company_id', '=', 1)
        .execute(),
    ).rejects.toThrow(/cards/);
    await expect(
      q()
        .selectFrom('users as u')
        .select((eb) =>
          eb.selectFrom('cards as c').select('c.id').whereRef('c.user_id', '=', 'u.id').as('card'),
        )
        .where('u.company_id', '=', 1)
        .execute(),
    ).rejects.toThrow(/cards/);
  });

  it('takes a value, a join on the company, and a correlated subquery pinned to its row', async () => {
    const rows = await q()
      .selectFrom('users as u')
      .innerJoin('cards as c', (join) =>
        join.onRef('c.user_id', '=', 'u.id').onRef('c.company_id', '=', 'u.company_id'),
      )
      .innerJoin('companies as co', 'co.id', 'u.company_id')
      .select((eb) => [
        'c.id',
        eb
          .selectFrom('receipts as r')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('r.company_id', '=', 'u.company_id')
          .as('receipts'),
      ])
      .where('u.company_id', '=', 1)
      .execute();
    expect(rows).toEqual([]);
    expect(await q().selectFrom('currencies').select('alpha_code').limit(1).execute()).toHaveLength(
      1,
    );
  });

  it('lets kyselyAcrossCompanies cross companies on purpose', async () => {
    const rows = await kyselyAcrossCompanies(db).selectFrom('companies').select('id').execute();
    expect(rows.map((row) => row.id).sort()).toEqual([1, 2]);
  });
});

describe('table types', () => {
  it("type a CHECK's list of words as their union", () => {
    expect(
      allowedWords(
        'kind',
        "CHECK ((kind = ANY (ARRAY['card'::text, 'payment'::text, 'it''s'::text])))",
      ),
    ).toEqual(['card', 'payment', "it's"]);
    expect(allowedWords('format', "CHECK ((format = 'csv'::text))")).toEqual(['csv']);
    expect(allowedWords('amount', 'CHECK ((amount > (0)::numeric))')).toBeNull();
  });
});
