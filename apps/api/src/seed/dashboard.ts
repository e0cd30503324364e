// Demo data of the dashboard: merchants, extra Northwind cardholders with spend limits, cards
// for everyone who spends, and 18 months of entries for every company (Northwind over 5,000),
// some with real receipt files.
import { Readable } from 'node:stream';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/db.js';
import type { Companies, Users } from '../db/schema.js';
import type { FileStorage } from '../files/storage.js';
import { COMPANY } from './companies.js';
import { DEMO_PASSWORD, SEED_DATE } from './constants.js';
import { CARD_NAMES, CARDHOLDERS, MERCHANTS } from './entries/catalog.js';
import {
  type CompanyPlan,
  type IdCounters,
  type SeedCard,
  generateEntries,
} from './entries/generate.js';
import { insertGenerated } from './entries/insert-generated.js';
import { Prng } from './entries/prng.js';
import { type SampleFiles, makeSampleFiles } from './entries/sample-files.js';
import { bulkInsert, withIndexesRebuilt } from './entries/bulk-insert.js';
import { seedQueries, syncIdSequence } from './insert.js';
import { stableSalt, stableUuid } from './stable-ids.js';
import type { SeedContext } from './index.js';
import { type DemoUser, demoUserRow } from './users.js';

/** Northwind's card entries: with its transfers, settlements and loans, over 5,000 in all. */
export const NORTHWIND_CARD_ENTRIES = 5_400;
const OTHER_CARD_ENTRIES = 260;

/** Spend limits: the demo employee has one (Total Limit shows), some cardholders too. */
export const DEMO_SPEND_LIMITS: Readonly<Record<string, number>> = {
  'employee@demo.outlay.test': 5_000,
  'olivia.chen@demo.outlay.test': 2_500,
  'noah.patel@demo.outlay.test': 7_500,
};

/** Northwind's extra cardholders (employees), ids 1101 onwards. */
export const CARDHOLDER_USERS: readonly DemoUser[] = CARDHOLDERS.map(
  ([firstName, lastName], index) => ({
    id: 1101 + index,
    companyId: COMPANY.northwind,
    email: `${firstName.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()}.${lastName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()}@demo.outlay.test`,
    firstName,
    lastName,
    role: 'employee',
    phoneNumber: `41555502${String(index).padStart(2, '0')}`,
    countryCallingCode: '+1',
  }),
);

type UserRow = Pick<Selectable<Users>, 'id' | 'company_id' | 'role' | 'first_name' | 'last_name'>;

type CompanyRow = Pick<Selectable<Companies>, 'id' | 'platform_currency' | 'statement_cycle_day'>;

async function seedMerchants(db: Db) {
  await bulkInsert(
    db,
    'merchants',
    {
      id: { type: 'int', value: (m) => m.id },
      network_id: { type: 'text', value: (m) => `MID${String(m.id * 7919).padStart(9, '0')}` },
      name: { type: 'text', value: (m) => m.name },
      description: { type: 'text', value: (m) => m.mccDescription },
      mcc: { type: 'text', value: (m) => m.mcc },
      mcc_description: { type: 'text', value: (m) => m.mccDescription },
      clean_name: { type: 'text', value: (m) => m.cleanName },
      clean_description: { type: 'text', value: (m) => m.categories.join(', ') },
      icon_url: {
        type: 'text',
        value: (m) => (m.website ? `https://logo.outlay.test/${m.website}.png` : null),
      },
      // Arrays of arrays do not unnest; the labels travel as one JSON text each.
      category_labels: {
        type: 'text',
        value: (m) => JSON.stringify(m.categories),
        expression: (value) => sql`ARRAY(SELECT jsonb_array_elements_text(${value}::jsonb))`,
      },
      website: { type: 'text', value: (m) => m.website },
      address: { type: 'text', value: (m) => m.address },
    },
    MERCHANTS,
  );
}

async function seedCardholders(db: Db, context: SeedContext) {
  // One hash for all of them: they share the demo password, and hashing is the slow part.
  const hash = await context.passwords.hash(DEMO_PASSWORD, { salt: stableSalt('cardholders') });
  await seedQueries(db)
    .insertInto('users')
    .values(CARDHOLDER_USERS.map((user) => demoUserRow(user, hash)))
    .execute();
  await syncIdSequence(db, 'users');
  for (const [email, limit] of Object.entries(DEMO_SPEND_LIMITS)) {
    await seedQueries(db)
      .updateTable('users')
      .set({ spend_limit: limit })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .execute();
  }
}

/** One to three cards for everyone who may hold one (bookkeepers do not, §6). */
function planCards(users: readonly UserRow[], nextId: { card: number }, random: Prng): SeedCard[] {
  const cards: SeedCard[] = [];
  for (const user of users) {
    if (user.role === 'bookkeeper') continue;
    const count = random.int(1, 3);
    for (let n = 0; n < count; n += 1) {
      cards.push({
        id: nextId.card,
        userId: user.id,
        name: random.pick(CARD_NAMES),
        lastFour: random.digits(4),
        cardType: n === 0 && random.chance(0.5) ? 'physical' : 'virtual',
      });
      nextId.card += 1;
    }
  }
  return cards;
}

async function storeReceipts(
  db: Db,
  storage: FileStorage | undefined,
  receipts: ReturnType<typeof generateEntries>['receipts'],
  files: SampleFiles,
) {
  const rows = receipts.map((receipt, index) => {
    const bytes = files[receipt.fileKind];
    return {
      receipt,
      bytes,
      publicId: stableUuid(`receipt:${receipt.entryId}:${index}`),
      key: `receipts/company-${receipt.companyId}/${stableUuid(`receipt-file:${receipt.entryId}:${index}`)}`,
      contentType: {
        png: 'image/png',
        jpeg: 'image/jpeg',
        pdf: 'application/pdf',
        xml: 'application/xml',
      }[receipt.fileKind],
    };
  });
  if (storage) {
    // A few at a time: enough to overlap the disk's waits without opening hundreds of files.
    for (let offset = 0; offset < rows.length; offset += 16) {
      await Promise.all(
        rows
          .slice(offset, offset + 16)
          .map((row) => storage.write(row.key, Readable.from([row.bytes]))),
      );
    }
  }
  await bulkInsert(
    db,
    'receipts',
    {
      public_id: { type: 'uuid', value: (row) => row.publicId },
      company_id: { type: 'int', value: (row) => row.receipt.companyId },
      entry_id: { type: 'bigint', value: (row) => row.receipt.entryId },
      type: { type: 'text', value: (row) => row.receipt.type },
      file_name: { type: 'text', value: (row) => row.receipt.fileName },
      storage_key: { type: 'text', value: (row) => row.key },
      content_type: { type: 'text', value: (row) => row.contentType },
      size_bytes: { type: 'int', value: (row) => row.bytes.length },
      created_at: { type: 'timestamptz', value: () => SEED_DATE },
    },
    rows,
  );
}

/**
 * The plan of one company: Northwind gets the full 18 months (and keeps its last statement
 * unpaid, so the amount due shows); the others a few hundred entries each.
 */
function planFor(company: CompanyRow, users: UserRow[], cards: SeedCard[]): CompanyPlan {
  const northwind = company.id === COMPANY.northwind;
  const mexico = company.id === COMPANY.mexico;
  return {
    companyId: company.id,
    currency: company.platform_currency,
    cycleDay: company.statement_cycle_day,
    users: users.map((user) => ({
      id: user.id,
      role: user.role,
      firstName: user.first_name,
      lastName: user.last_name,
    })),
    cards,
    cardEntries: northwind ? NORTHWIND_CARD_ENTRIES : OTHER_CARD_ENTRIES,
    transfers: northwind ? 260 : mexico ? 40 : 12,
    loans: northwind || mexico,
    leaveLastStatementUnpaid: northwind || mexico,
    leaveOverdueStatement: northwind,
    seed: 0x71a7 + company.id,
  };
}

/**
 * Seeds the dashboard's data for every company. `today` anchors the 18 months: the seed date
 * in tests, the day the demo database is made otherwise, so "Last 30 days" has entries.
 */
export async function seedDashboard(db: Db, context: SeedContext) {
  const today = context.today ?? SEED_DATE;
  await seedMerchants(db);
  await seedCardholders(db, context);
  const q = seedQueries(db);
  const companies = await q
    .selectFrom('companies')
    .select(['id', 'platform_currency', 'statement_cycle_day'])
    .orderBy('id')
    .execute();
  const users = await q
    .selectFrom('users')
    .select(['id', 'company_id', 'role', 'first_name', 'last_name'])
    // Someone invited who never signed in has no cards yet, so no spend either.
    .where('status', '=', 'active')
    .where('needs_password_setup', '=', false)
    .orderBy('company_id')
    .orderBy('id')
    .execute();
  const ids: IdCounters = { entry: 1, beneficiary: 1, bulkTransfer: 1, loan: 1 };
  const nextCard = { card: 1 };
  const files = await makeSampleFiles();
  await withIndexesRebuilt(db, 'entries', async () => {
    for (const company of companies) {
      await seedCompany(db, context, company, users, ids, nextCard, today, files);
    }
  });
  for (const table of [
    'cards',
    'entries',
    'beneficiaries',
    'bulk_transfers',
    'loans',
    'receipts',
  ] as const) {
    await syncIdSequence(db, table);
  }
  // Planner statistics, not a query: `exec` runs it as the script it is.
  await db.exec('ANALYZE entries');
}

async function seedCompany(
  db: Db,
  context: SeedContext,
  company: CompanyRow,
  users: readonly UserRow[],
  ids: IdCounters,
  nextCard: { card: number },
  today: Date,
  files: SampleFiles,
) {
  const own = users.filter((user) => user.company_id === company.id);
  const cards = planCards(own, nextCard, new Prng(0xca4d + company.id));
  if (cards.length === 0) return;
  await seedQueries(db)
    .insertInto('cards')
    .values(
      cards.map((card) => ({
        id: card.id,
        company_id: company.id,
        user_id: card.userId,
        name: card.name,
        last_four: card.lastFour,
        card_type: card.cardType,
        status: 'active',
        created_at: SEED_DATE,
      })),
    )
    .execute();
  const generated = generateEntries(planFor(company, own, cards), today, ids);
  await insertGenerated(db, generated);
  await storeReceipts(db, context.storage, generated.receipts, files);
}
