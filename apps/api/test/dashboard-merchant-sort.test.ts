// The Merchant sort follows the names the rows show, in the request's language and its
// collation (what Intl.Collator, the browser's own, calls its order): the provider's items
// (cashback credits, adjustments, fees, statement payments) by their translated names, and
// every name as people read it, not by bytes. The same SQL runs on PGlite and on PostgreSQL
// (`test:postgres` runs this file there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import { type Entry, allEntries } from './support/dashboard.js';
import { type Caller, callerFor } from './support/signed-in-calls.js';
import { startDashboardServer } from './support/dashboard.js';
import type { TestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const DECEMBER = { filter: 'custom', startDate: '2025-12-01', endDate: '2025-12-31' } as const;

// Names the C collation and the languages' orders disagree on: case, accents, ñ.
const AWKWARD_NAMES = [
  'Zuzu Tea',
  'abaco',
  'Ábaco',
  'éclair',
  'Eagle Ink',
  'Ñandú',
  'nube',
  'Oso Pardo',
];

let server: TestServer;
let admin: Caller;

beforeAll(async () => {
  server = await startDashboardServer();
  // Before any page is read (pages are kept per company version): some December card
  // purchases take the awkward names.
  const rows = await sqlRows<{ id: number }>(
    server.db,
    `SELECT e.id::int AS id FROM entries e JOIN card_transactions ct ON ct.entry_id = e.id
      WHERE e.company_id = $1 AND ct.merchant_id IS NOT NULL
        AND e.occurred_at >= '2025-12-05' AND e.occurred_at < '2025-12-25'
      ORDER BY e.id LIMIT $2`,
    [COMPANY.northwind, AWKWARD_NAMES.length],
  );
  expect(rows).toHaveLength(AWKWARD_NAMES.length);
  await Promise.all(
    rows.map((row, index) =>
      sqlRows(server.db, 'UPDATE entries SET title = $1 WHERE id = $2', [
        AWKWARD_NAMES[index],
        row.id,
      ]),
    ),
  );
  admin = await callerFor(server.app, 'admin@demo.outlay.test');
}, 120_000);
afterAll(() => server.close());

const titles = (entries: Entry[]) => entries.map((entry) => entry.title);

describe('the Merchant sort', () => {
  it.each(['en', 'es', 'pt'] as const)(
    'orders every row by the name it shows, as %s reads names, either way',
    async (lang) => {
      const collator = new Intl.Collator(lang);
      const ascending = titles(
        await allEntries(admin, { ...DECEMBER, sortBy: 'merchant', sortDirection: 'ASC' }, lang),
      );
      expect(ascending.length).toBeGreaterThan(100);
      expect(ascending).toEqual([...ascending].sort(collator.compare));
      const descending = titles(
        await allEntries(admin, { ...DECEMBER, sortBy: 'merchant', sortDirection: 'DESC' }, lang),
      );
      expect(descending).toEqual([...ascending].reverse());
    },
  );

  it('puts lower case, accents and ñ where each language does', async () => {
    const awkward = async (lang: string) =>
      titles(
        await allEntries(admin, { ...DECEMBER, sortBy: 'merchant', sortDirection: 'ASC' }, lang),
      ).filter((title) => AWKWARD_NAMES.includes(title));
    // Not the bytes' order, which puts capitals first and accents last ("Zuzu Tea" before
    // "abaco", "Ábaco" after "nube").
    const root = [
      'abaco',
      'Ábaco',
      'Eagle Ink',
      'éclair',
      'Ñandú',
      'nube',
      'Oso Pardo',
      'Zuzu Tea',
    ];
    expect(await awkward('en')).toEqual(root);
    expect(await awkward('pt')).toEqual(root);
    // Spanish: ñ is a letter of its own, after n.
    expect(await awkward('es')).toEqual([
      'abaco',
      'Ábaco',
      'Eagle Ink',
      'éclair',
      'nube',
      'Ñandú',
      'Oso Pardo',
      'Zuzu Tea',
    ]);
  });

  it("names the provider's own items in the language, and sorts them by that name", async () => {
    const spanish = await allEntries(
      admin,
      { ...DECEMBER, sortBy: 'merchant', sortDirection: 'ASC' },
      'es',
    );
    const providerItems = spanish.filter(
      (entry) =>
        entry.type === 'card' &&
        (entry.transaction.paymentType === 'adjustment' ||
          entry.transaction.paymentType === 'cashback'),
    );
    expect(providerItems.length).toBeGreaterThan(0);
    for (const entry of providerItems) {
      expect(entry.title).toMatch(
        /^(Ajuste de cuenta|Crédito (de cashback|por referido)|Recompensa de cashback)$/,
      );
      if (entry.type === 'card' && entry.transaction.description !== null) {
        expect(entry.transaction.description).not.toMatch(
          / the statement|previous credit|card spend/,
        );
      }
    }
    // "Ajuste de cuenta" sorts among the A's in Spanish, "Account adjustment" among them in
    // English: each by the name it shows.
    const english = await allEntries(
      admin,
      { ...DECEMBER, sortBy: 'merchant', sortDirection: 'ASC' },
      'en',
    );
    expect(english.some((entry) => entry.title === 'Account adjustment')).toBe(true);
    expect(spanish.some((entry) => entry.title === 'Account adjustment')).toBe(false);
  });
});

describe("the provider's and the lender's words", () => {
  it('come in the request language: loan descriptions, payment types, descriptions', async () => {
    const portuguese = await allEntries(admin, DECEMBER, 'pt');
    const loans = portuguese.flatMap((entry) => (entry.type === 'loan' ? [entry.instalment] : []));
    expect(loans.length).toBeGreaterThan(0);
    for (const instalment of loans) {
      expect([
        'Linha de capital de giro',
        'Empréstimo de crescimento para o novo armazém',
      ]).toContain(instalment.loan.description);
    }
    const wires = portuguese.flatMap((entry) =>
      entry.type === 'payment' && entry.transfer.paymentType !== 'STP' ? [entry.transfer] : [],
    );
    expect(wires.length).toBeGreaterThan(0);
    for (const transfer of wires) {
      expect(transfer.transfer_detail.displayPaymentType).toBe('Transferência internacional');
    }
    const settlements = portuguese.flatMap((entry) =>
      entry.type === 'card' && entry.transaction.paymentType === 'settlement'
        ? [entry.transaction]
        : [],
    );
    for (const settlement of settlements) {
      expect(settlement.description).toMatch(
        /^Pagamento da fatura aberta em \d{1,2} de \w+\.? de \d{4}$/,
      );
    }
    // English stays the provider's words.
    const english = await allEntries(admin, DECEMBER, 'en');
    expect(
      english.some(
        (entry) =>
          entry.type === 'loan' &&
          ['Working capital line', 'Growth loan for the new warehouse'].includes(
            entry.instalment.loan.description,
          ),
      ),
    ).toBe(true);
  });
});
