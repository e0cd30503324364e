import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import {
  type Entry,
  allEntries,
  entryId,
  entryTime,
  entryUserId,
  listAs,
  startDashboardServer,
} from './support/dashboard.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

// The seed's clock reads 2026-01-05 09:00 UTC: 04:00 in New York, Northwind's time zone.
// Last 30 days are 7 December to 5 January there, midnight to midnight (UTC-5).
const LAST_30 = { from: '2025-12-07T05:00:00Z', to: '2026-01-06T05:00:00Z' };

const { server, admin, bookkeeper, manager, employee, mexico } = signedInSuite(
  startDashboardServer,
  {
    admin: 'admin@demo.outlay.test',
    bookkeeper: 'bookkeeper@demo.outlay.test',
    manager: 'manager@demo.outlay.test',
    employee: 'employee@demo.outlay.test',
    mexico: 'mx.admin@demo.outlay.test',
  },
);

async function count(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    server.db,
    `SELECT count(*)::text AS n FROM entries e WHERE ${where}`,
    params,
  );
  return Number(row?.n);
}

const inLast30 = `e.occurred_at >= '${LAST_30.from}' AND e.occurred_at < '${LAST_30.to}'`;

async function internalUserId(publicId: string): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    server.db,
    'SELECT id FROM users WHERE public_id = $1',
    [publicId],
  );
  if (!row) throw new Error(`no user ${publicId}`);
  return row.id;
}

describe('the list, by role', () => {
  it('gives admin and bookkeeper every entry of the company in the last 30 days by default', async () => {
    const expected = await count(`e.company_id = $1 AND ${inLast30}`, [COMPANY.northwind]);
    expect(expected).toBeGreaterThan(200);
    for (const caller of [admin, bookkeeper]) {
      const page = await listAs(caller, {});
      expect(page.total).toBe(expected);
      expect(page.pageSize).toBe(10);
      expect(page.pages).toBe(Math.ceil(expected / 10));
      expect(page.period).toEqual({ startDate: '2025-12-07', endDate: '2026-01-05' });
      expect(page.transactions).toHaveLength(10);
    }
  });

  it("gives a manager the company's card entries and only their own transfers, no loans", async () => {
    const managerId = await internalUserId(manager.session.userId);
    const expected = await count(
      `e.company_id = $1 AND ${inLast30} AND (e.kind = 'card' OR (e.kind = 'payment' AND e.user_id = $2))`,
      [COMPANY.northwind, managerId],
    );
    const entries = await allEntries(manager, {});
    expect(entries).toHaveLength(expected);
    expect(entries.some((entry) => entry.type === 'loan')).toBe(false);
    const othersCards = entries.filter(
      (entry) => entry.type === 'card' && entryUserId(entry) !== manager.session.userId,
    );
    expect(othersCards.length).toBeGreaterThan(0);
    for (const entry of entries.filter((e) => e.type === 'payment')) {
      expect(entryUserId(entry)).toBe(manager.session.userId);
    }
  });

  it('gives an employee their own card entries and transfers only', async () => {
    const employeeId = await internalUserId(employee.session.userId);
    // The custom period runs midnight to midnight in New York, so from 05:00 UTC.
    const expected = await count(
      `e.company_id = $1 AND e.user_id = $2 AND e.kind <> 'loan' AND e.occurred_at >= '2025-01-01T05:00:00Z' AND e.occurred_at < '${LAST_30.to}'`,
      [COMPANY.northwind, employeeId],
    );
    expect(expected).toBeGreaterThan(10);
    const entries = await allEntries(employee, {
      filter: 'custom',
      startDate: '2025-01-01',
      endDate: '2026-01-05',
    });
    expect(entries).toHaveLength(expected);
    for (const entry of entries) expect(entryUserId(entry)).toBe(employee.session.userId);
  });

  it("keeps every company to its own entries, even when asked for another's users or cards", async () => {
    const [foreignCard] = await sqlRows<{ id: number }>(
      server.db,
      'SELECT id FROM cards WHERE company_id = $1 LIMIT 1',
      [COMPANY.northwind],
    );
    const mexicoPage = await listAs(mexico, {
      filterBy: { cards: [foreignCard?.id ?? 0], users: [admin.session.userId] },
    });
    expect(mexicoPage.total).toBe(0);
    const mexicoAll = await listAs(mexico, {
      filter: 'custom',
      startDate: '2024-01-01',
      endDate: '2026-01-05',
    });
    expect(mexicoAll.total).toBe(await count('e.company_id = $1', [COMPANY.mexico]));
  });
});

describe('the date range', () => {
  it('resolves each preset from today in the company time zone', async () => {
    const cases = [
      ['currentMonth', '2026-01-01', '2026-01-05'],
      ['last7Days', '2025-12-30', '2026-01-05'],
      ['last14Days', '2025-12-23', '2026-01-05'],
      ['last30Days', '2025-12-07', '2026-01-05'],
      ['lastStatementCycle', '2025-12-01', '2025-12-31'],
    ] as const;
    for (const [filter, startDate, endDate] of cases) {
      const page = await listAs(admin, { filter });
      expect(page.period, filter).toEqual({ startDate, endDate });
      const from = `'${startDate}T05:00:00Z'`;
      const to = `('${endDate}'::date + 1)::timestamp AT TIME ZONE 'America/New_York'`;
      expect(page.total, filter).toBe(
        await count(`e.company_id = $1 AND e.occurred_at >= ${from} AND e.occurred_at < ${to}`, [
          COMPANY.northwind,
        ]),
      );
    }
  });

  it('uses a custom range as given, both days included', async () => {
    const entries = await allEntries(admin, {
      filter: 'custom',
      startDate: '2025-11-03',
      endDate: '2025-11-04',
    });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entryTime(entry) >= '2025-11-03T05:00:00').toBe(true);
      expect(entryTime(entry) < '2025-11-05T05:00:00').toBe(true);
    }
  });

  it('in Statement View, takes whole months by posted date and leaves pending entries out', async () => {
    const page = await listAs(admin, {
      filter: 'custom',
      startDate: '2025-11-14',
      endDate: '2025-11-20',
      isStatementView: true,
    });
    expect(page.period).toEqual({ startDate: '2025-11-01', endDate: '2025-11-30' });
    expect(page.total).toBe(
      await count(
        `e.company_id = $1 AND e.posted_at >= '2025-11-01T04:00:00Z' AND e.posted_at < '2025-12-01T05:00:00Z'`,
        [COMPANY.northwind],
      ),
    );
  });

  it('refuses a custom range without its days, or ending before it starts', async () => {
    const missing = await admin.call('POST', '/web/dashboard/transactions', { filter: 'custom' });
    expect(missing.statusCode).toBe(400);
    const backwards = await admin.call('POST', '/web/dashboard/transactions', {
      filter: 'custom',
      startDate: '2025-12-10',
      endDate: '2025-12-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ errors: { msg: string } }>().errors.msg).toMatch(/custom range/);
  });
});

describe('the filters', () => {
  const year = { filter: 'custom', startDate: '2025-01-01', endDate: '2026-01-05' } as const;

  it('searches words that begin words of the merchant, user, card or amount, any case or accent', async () => {
    const uber = await allEntries(admin, { ...year, search: 'UBE' });
    expect(uber.length).toBeGreaterThan(5);
    for (const entry of uber) {
      // An Uber ride, or the IOF tax line whose description names it.
      const text =
        entry.type === 'card'
          ? `${entry.transaction.merchant?.merchant_clean_detail.cleanName ?? ''} ${entry.transaction.description ?? ''}`
          : '';
      expect(text).toMatch(/\bUber\b/);
    }
    const accented = await listAs(admin, { ...year, search: 'garcia' });
    const plain = await listAs(admin, { ...year, search: 'García' });
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.total).toBe(plain.total);
    const nothing = await listAs(admin, { ...year, search: "zzz' & !(" });
    expect(nothing.total).toBe(0);
  });

  it('narrows to the chosen users and cards', async () => {
    const [card] = await sqlRows<{ id: number }>(
      server.db,
      `SELECT card_id AS id FROM entries WHERE company_id = $1 AND card_id IS NOT NULL
        GROUP BY card_id ORDER BY count(*) DESC LIMIT 1`,
      [COMPANY.northwind],
    );
    const byCard = await allEntries(admin, { ...year, filterBy: { cards: [card?.id ?? 0] } });
    expect(byCard.length).toBeGreaterThan(0);
    for (const entry of byCard) {
      expect(entry.type === 'card' ? entry.transaction.card?.id : undefined).toBe(card?.id);
    }
    const byUsers = await allEntries(admin, {
      ...year,
      filterBy: { users: [employee.session.userId, manager.session.userId] },
    });
    expect(new Set(byUsers.map(entryUserId))).toEqual(
      new Set([employee.session.userId, manager.session.userId]),
    );
  });

  it('narrows to card types, which only card entries have', async () => {
    const physical = await listAs(admin, { ...year, filterBy: { cardTypes: ['physical'] } });
    expect(physical.total).toBe(
      await count(
        `e.company_id = $1 AND e.card_type = 'physical' AND e.occurred_at >= '2025-01-01T05:00:00Z' AND e.occurred_at < '2026-01-06T05:00:00Z'`,
        [COMPANY.northwind],
      ),
    );
    for (const entry of physical.transactions) {
      expect(entry.type === 'card' && entry.transaction.cardType).toBe('physical');
    }
  });

  it('narrows to entries with or without receipts; both flags narrow nothing', async () => {
    const all = await listAs(admin, year);
    const attached = await listAs(admin, { ...year, isReceiptAtteched: true });
    const notAttached = await listAs(admin, { ...year, isReceiptNotAtteched: true });
    const both = await listAs(admin, {
      ...year,
      isReceiptAtteched: true,
      isReceiptNotAtteched: true,
    });
    const loans = await count(
      `e.company_id = $1 AND e.kind = 'loan' AND e.occurred_at >= '2025-01-01T05:00:00Z' AND e.occurred_at < '2026-01-06T05:00:00Z'`,
      [COMPANY.northwind],
    );
    expect(attached.total).toBeGreaterThan(0);
    expect(attached.total + notAttached.total + loans).toBe(all.total);
    expect(both.total).toBe(all.total);
    for (const entry of attached.transactions) {
      const files =
        entry.type === 'card'
          ? entry.transaction.transactionReceipts
          : entry.type === 'payment'
            ? entry.transfer.transferReceipts
            : [];
      expect(files.length).toBeGreaterThan(0);
    }
  });

  it('narrows to pending or posted entries', async () => {
    const pending = await allEntries(admin, { isPendingStatus: true });
    const posted = await listAs(admin, { isPostedStatus: true });
    const all = await listAs(admin, {});
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.length + posted.total).toBe(all.total);
    for (const entry of pending) {
      if (entry.type === 'card') expect(entry.transaction.transactionStatus).toBe('pending');
      if (entry.type === 'payment') expect(entry.transfer.transferStatus).toBe('pending');
      if (entry.type === 'loan') expect(entry.instalment.status).not.toBe('paid');
    }
  });
});

describe('sorting and paging', () => {
  const range = { filter: 'custom', startDate: '2025-12-01', endDate: '2025-12-31' } as const;

  const amountOf = (entry: Entry) =>
    entry.type === 'card'
      ? entry.transaction.transactionAmount *
        (entry.transaction.transactionType === 'credit' ? -1 : 1)
      : entry.type === 'payment'
        ? entry.transfer.platformAmount * (entry.transfer.transferStatus === 'refund' ? -1 : 1)
        : entry.instalment.platformCurrencyAmount;

  it('pages through every entry once, newest first by default', async () => {
    const entries = await allEntries(admin, range);
    const ids = entries.map(entryId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe((await listAs(admin, range)).total);
    // Loan instalments carry a due day, not a time, so the order is checked on the others.
    const times = entries
      .filter((entry) => entry.type !== 'loan')
      .map((entry) => Date.parse(entryTime(entry)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts by amount and by merchant, either way', async () => {
    for (const sortDirection of ['ASC', 'DESC'] as const) {
      const byAmount = (await allEntries(admin, { ...range, sortBy: 'amount', sortDirection })).map(
        amountOf,
      );
      const sorted = [...byAmount].sort((a, b) => (sortDirection === 'ASC' ? a - b : b - a));
      expect(byAmount.map((n) => n.toFixed(2))).toEqual(sorted.map((n) => n.toFixed(2)));
    }
    const first = await listAs(admin, { ...range, sortBy: 'merchant', sortDirection: 'ASC' });
    const last = await listAs(admin, { ...range, sortBy: 'merchant', sortDirection: 'DESC' });
    expect(first.total).toBe(last.total);
    expect(entryId(first.transactions[0] as Entry)).not.toBe(
      entryId(last.transactions[0] as Entry),
    );
  });

  it('answers an empty page past the end, with the total', async () => {
    const page = await listAs(admin, { ...range, page: 9999 });
    expect(page.transactions).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });
});

describe('the total', () => {
  it('is counted again once a receipt changes what the filter matches', async () => {
    const query = { isReceiptNotAtteched: true };
    const before = await listAs(admin, query);
    // Page 2 of the same set reuses the count; a new receipt moves the entry version.
    expect((await listAs(admin, { ...query, page: 1 })).total).toBe(before.total);
    const target = before.transactions.find((entry) => entry.type === 'card');
    if (!target) throw new Error('no card entry without a receipt');
    await sqlRows(
      server.db,
      `INSERT INTO receipts (public_id, company_id, entry_id, type, file_name, storage_key, content_type, size_bytes, created_at)
       VALUES (gen_random_uuid(), $1, $2, 'receipt', 'a.pdf', 'receipts/test/count', 'application/pdf', 10, now())`,
      [COMPANY.northwind, entryId(target)],
    );
    expect((await listAs(admin, { ...query, page: 1 })).total).toBe(before.total - 1);
  });
});

describe('a page read again', () => {
  /** The first page (newest first) that holds an entry of `type`, and that entry. */
  async function pageWith<T extends Entry['type']>(type: T) {
    for (let page = 0; page < 20; page += 1) {
      const query = { page };
      const entry = (await listAs(admin, query)).transactions.find(
        (candidate): candidate is Extract<Entry, { type: T }> => candidate.type === type,
      );
      if (entry) return { query, entry };
    }
    throw new Error(`no ${type} entry in the first pages`);
  }

  it('shows what changed since: a transfer description, a card name, a cardholder name', async () => {
    const transfer = await pageWith('payment');
    const before = await listAs(admin, transfer.query);
    // The same page again comes from memory until the company's entries version moves.
    expect(await listAs(admin, transfer.query)).toEqual(before);
    await sqlRows(
      server.db,
      "UPDATE transfers SET description = 'Rent, January' WHERE entry_id = $1",
      [transfer.entry.transfer.id],
    );
    const described = (await listAs(admin, transfer.query)).transactions.find(
      (entry) => entry.type === 'payment' && entry.transfer.id === transfer.entry.transfer.id,
    );
    expect(described?.type === 'payment' && described.transfer.description).toBe('Rent, January');

    const card = await pageWith('card');
    const { transaction } = card.entry;
    if (!transaction.card || !transaction.user) throw new Error('a card entry without its card');
    await sqlRows(server.db, "UPDATE cards SET name = 'Travel desk' WHERE id = $1", [
      transaction.card.id,
    ]);
    const sameCard = () =>
      listAs(admin, card.query).then((page) =>
        page.transactions.find(
          (entry): entry is Extract<Entry, { type: 'card' }> =>
            entry.type === 'card' && entry.transaction.id === transaction.id,
        ),
      );
    expect((await sameCard())?.transaction.card?.name).toBe('Travel desk');

    await sqlRows(
      server.db,
      "UPDATE users SET first_name = 'Renamed' WHERE company_id = $1 AND public_id = $2",
      [COMPANY.northwind, entryUserId(card.entry)],
    );
    expect((await sameCard())?.transaction.user?.firstName).toBe('Renamed');
  });
});
