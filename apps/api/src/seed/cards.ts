// Demo data of cards (issue 19): every seeded card registered at its company's sandbox issuer
// (a number ending in its last four digits, kept on the issuer's side only), limits and their
// periods, a frozen, a cancelled and a suspected-fraud card, the companies' shipping addresses,
// Northwind's spend controls, and three users of their own for the cards walk-through: an
// admin, an employee with cards, and a cardholder the login gate sends to /card-order.
import { createHash } from 'node:crypto';
import type { components } from '@outlay/api-client/schema';
import { type Insertable, sql } from 'kysely';
import type { PasswordHasher } from '../auth/passwords.js';
import { issuerOf } from '../cards/issuer/card-issuer.js';
import { passesLuhn } from '../cards/issuer/card-numbers.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';
import type { Cards } from '../db/schema.js';
import { COMPANY } from './companies.js';
import { DEMO_PASSWORD, SEED_DATE } from './constants.js';
import { json, syncIdSequence } from './insert.js';
import { stableSalt } from './stable-ids.js';
import { type DemoUser, demoUserRow } from './users.js';

/** The cards walk-through's own users (no other demo or end-to-end test signs in with them). */
export const CARD_USERS: readonly DemoUser[] = [
  {
    id: 1951,
    companyId: COMPANY.northwind,
    email: 'cards.admin@demo.outlay.test',
    firstName: 'Ava',
    lastName: 'Brooks',
    role: 'admin',
    phoneNumber: '4155550151',
    countryCallingCode: '+1',
  },
  {
    id: 1952,
    companyId: COMPANY.northwind,
    email: 'cards.employee@demo.outlay.test',
    firstName: 'Ethan',
    lastName: 'Cole',
    role: 'employee',
    phoneNumber: '4155550152',
    countryCallingCode: '+1',
  },
  {
    id: 1953,
    companyId: COMPANY.northwind,
    email: 'card.order@demo.outlay.test',
    firstName: 'Mila',
    lastName: 'Santos',
    role: 'employee',
    phoneNumber: '4155550153',
    countryCallingCode: '+1',
    overrides: { start_physical_card_creation_after_login: true, card_holder_status: 'active' },
  },
  // The rent-by-card walk-through's own (issue 35): a manager and an employee, each with an
  // active card of their own, so paying rent charges no card another walk-through counts.
  {
    id: 1961,
    companyId: COMPANY.northwind,
    email: 'rent.manager@demo.outlay.test',
    firstName: 'Rosa',
    lastName: 'Ibarra',
    role: 'manager',
    phoneNumber: '4155550161',
    countryCallingCode: '+1',
  },
  {
    id: 1962,
    companyId: COMPANY.northwind,
    email: 'rent.employee@demo.outlay.test',
    firstName: 'Theo',
    lastName: 'Lang',
    role: 'employee',
    phoneNumber: '4155550162',
    countryCallingCode: '+1',
  },
  // The Mexican company's rent walk-through: an employee with a card of her own pays an
  // office's rent to a person, with the ISR and IVA withheld and the landlord's CFDI after.
  {
    id: 1963,
    companyId: COMPANY.mexico,
    email: 'mx.rent@demo.outlay.test',
    firstName: 'Mariana',
    lastName: 'Torres',
    role: 'employee',
    phoneNumber: '5512340163',
    countryCallingCode: '+52',
  },
];

/** Google Workspace, Slack, Adobe, Notion and GitHub in the merchants' reference data. */
const SOFTWARE_MERCHANTS = [5, 6, 7, 36, 37] as const;

/** Where each demo company's physical cards ship by default. */
const SHIPPING_ADDRESSES: Record<number, components['schemas']['ShippingAddress']> = {
  [COMPANY.northwind]: {
    line1: '500 Market Street',
    line2: 'Suite 1200',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    country: 'US',
  },
};

/** Deterministic digits from a name: the same seed gives the same numbers. */
function digitsOf(name: string, count: number): string {
  let digits = '';
  let round = 0;
  while (digits.length < count) {
    const hash = createHash('sha256').update(`${name}:${round}`).digest();
    for (const byte of hash) if (byte < 250) digits += String(byte % 10);
    round += 1;
  }
  return digits.slice(0, count);
}

const BINS = { stripe: '400000', tutuka: '401200', marqeta: '511111', galileo: '438857' };

/** A number in the issuer's range ending in `lastFour` that passes the Luhn check. */
function seededNumber(issuer: keyof typeof BINS, id: number, lastFour: string): string {
  const head = BINS[issuer] + digitsOf(`card:${id}`, 5);
  for (let free = 0; free < 10; free += 1) {
    const candidate = `${head}${free}${lastFour}`;
    if (passesLuhn(candidate)) return candidate;
  }
  throw new Error('no Luhn digit');
}

/** The cards walk-through's and the sandbox's days: one day and two days before the seed's. */
const daysBeforeSeed = (days: number) => new Date(SEED_DATE.getTime() - days * 86_400_000);

export async function seedCards(db: Db, passwords: PasswordHasher) {
  // The seed writes every company's rows.
  const q = kyselyAcrossCompanies(db);
  const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt('card-users') });
  await q
    .insertInto('users')
    .values(CARD_USERS.map((user) => demoUserRow(user, hash)))
    .execute();
  await syncIdSequence(db, 'users');
  const next = await q
    .selectFrom('cards')
    .select((eb) => eb(eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)), '+', 1).as('id'))
    .executeTakeFirst();
  let id = next?.id ?? 1;
  const own = (
    userId: number,
    name: string,
    lastFour: string,
    cardType: Cards['card_type'],
    status: 'active' | 'in-active' = 'active',
    companyId: number = COMPANY.northwind,
  ): Insertable<Cards> => ({
    id: id++,
    company_id: companyId,
    user_id: userId,
    name,
    last_four: lastFour,
    card_type: cardType,
    status,
    created_at: SEED_DATE,
  });
  await q
    .insertInto('cards')
    .values([
      own(1951, 'Team software', '4417', 'virtual'),
      own(1952, 'Client dinners', '7301', 'virtual'),
      own(1952, 'Ethan Cole', '2290', 'physical'),
      own(1952, 'Conference travel', '5528', 'virtual', 'in-active'),
      own(1961, 'Office rent', '3310', 'virtual'),
      own(1962, 'Studio rent', '6042', 'virtual'),
      own(1963, 'Renta oficina', '8815', 'virtual', 'active', COMPANY.mexico),
    ])
    .execute();
  await syncIdSequence(db, 'cards');

  // Every card gets its issuer's token and a number on the issuer's side.
  const cards = await q
    .selectFrom('cards as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .innerJoin('users as u', (join) =>
      join.onRef('u.company_id', '=', 'c.company_id').onRef('u.id', '=', 'c.user_id'),
    )
    .select(['c.id', 'c.last_four', 'c.card_type', 'co.card_service_type', 'u.public_id'])
    .orderBy('c.id')
    .execute();
  const sandbox = cards.map((card) => {
    const issuer = issuerOf(card.card_service_type);
    return {
      token: `seed_${issuer}_${card.id}_${digitsOf(`token:${card.id}`, 8)}`,
      issuer,
      card_number: seededNumber(issuer, card.id, card.last_four),
      cvc: digitsOf(`cvc:${card.id}`, issuer === 'galileo' ? 4 : 3),
      expiry_month: (card.id % 12) + 1,
      expiry_year: SEED_DATE.getUTCFullYear() + 3,
      cardholder_ref: card.public_id,
      card_type: card.card_type,
      status: 'active' as const,
      created_at: SEED_DATE,
    };
  });
  await q.insertInto('card_issuer_sandbox_cards').values(sandbox).execute();
  for (const [index, card] of cards.entries()) {
    const issued = sandbox[index];
    if (!issued) continue;
    await q
      .updateTable('cards')
      .set({
        issuer: issued.issuer,
        issuer_token: issued.token,
        expiry_month: issued.expiry_month,
        expiry_year: issued.expiry_year,
      })
      .where('id', '=', card.id)
      .execute();
  }
  // Limits: every third card has one, some of them for the card's lifetime; physical cards
  // seeded active have their PIN set.
  // Arithmetic on a column has no builder Kysely would bracket: `%` on parameters is ambiguous.
  const idModulo = (divisor: number) => sql<number>`id % ${sql.lit(divisor)}`;
  await q
    .updateTable('cards')
    .set((eb) => ({
      spend_limit: sql<number>`(1 + ${idModulo(5)}) * 1000`,
      limit_period: eb
        .case()
        .when(idModulo(2), '=', 0)
        .then('lifetime' as const)
        .else('monthly' as const)
        .end(),
    }))
    .where(idModulo(3), '=', 0)
    .execute();
  // The rent walk-through's cards have no limit of their own: a month's rent fits.
  await q
    .updateTable('cards')
    .set({ spend_limit: null })
    .where('user_id', 'in', [1961, 1962, 1963])
    .execute();
  await q
    .updateTable('cards')
    .set((eb) => ({ pin_set_at: eb.ref('created_at') }))
    .where('card_type', '=', 'physical')
    .execute();
  await q
    .updateTable('cards')
    .set({
      spend_limit: 2500,
      limit_period: 'monthly',
      limit_scope: 'merchant-category',
      allowed_categories: ['Travel', 'Software'],
    })
    .where('user_id', '=', 1952)
    .where('name', '=', 'Client dinners')
    .execute();
  // Limit scope merchant: the admin's software card pays its tools only.
  await q
    .updateTable('cards')
    .set({ limit_scope: 'merchant', allowed_merchant_ids: [...SOFTWARE_MERCHANTS] })
    .where('user_id', '=', 1951)
    .where('name', '=', 'Team software')
    .execute();
  // What those scopes declined: a lunch on the travel and software card, a ride on the tools card.
  const declines = [
    ['Client dinners', 10, '42.80', 'categoryNotAllowed', daysBeforeSeed(1)],
    ['Team software', 2, '23.15', 'merchantNotAllowed', daysBeforeSeed(2)],
  ] as const;
  for (const [cardName, merchantId, amount, reason, occurredAt] of declines) {
    await q
      .insertInto('card_declines')
      .columns([
        'company_id',
        'card_id',
        'merchant_id',
        'amount',
        'currency',
        'reason',
        'occurred_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('cards as c')
          .innerJoin('companies as co', 'co.id', 'c.company_id')
          .select([
            'c.company_id',
            'c.id',
            eb.val(merchantId).as('merchant_id'),
            eb.val(amount).as('amount'),
            'co.platform_currency',
            eb.val(reason).as('reason'),
            eb.val(occurredAt).as('occurred_at'),
          ])
          .where('c.name', '=', cardName)
          .where('c.user_id', 'in', [1951, 1952]),
      )
      .execute();
  }
  await q
    .updateTable('cards')
    .set({ pin_set_at: null })
    .where('user_id', '=', 1952)
    .where('card_type', '=', 'physical')
    .execute();

  // employee@'s last card: inactivated by the issuer for suspected fraud (part 2 §4, §8). One of
  // Olivia Chen's is cancelled.
  const cardsOf = (email: string) =>
    q
      .selectFrom('cards as c')
      .innerJoin('users as u', (join) =>
        join.onRef('u.company_id', '=', 'c.company_id').onRef('u.id', '=', 'c.user_id'),
      )
      .where('u.email', '=', email);
  await q
    .updateTable('cards')
    .set((eb) => ({
      status: 'in-active',
      suspected_fraud: true,
      status_changed_at: eb.ref('created_at'),
    }))
    .where(
      'id',
      '=',
      cardsOf('employee@demo.outlay.test').select((eb) => eb.fn.max('c.id').as('id')),
    )
    .execute();
  const olivia = 'olivia.chen@demo.outlay.test';
  await q
    .updateTable('cards')
    .set((eb) => ({ status: 'cancelled', status_changed_at: eb.ref('created_at') }))
    .where(
      'id',
      '=',
      cardsOf(olivia).select((eb) => eb.fn.max('c.id').as('id')),
    )
    .where(
      cardsOf(olivia).select((eb) => eb.fn.countAll<number>().as('count')),
      '>',
      1,
    )
    .execute();
  await q
    .updateTable('card_issuer_sandbox_cards as s')
    .from('cards as c')
    .set((eb) => ({
      status: eb
        .case('c.status')
        .when('in-active')
        .then('inactive' as const)
        .when('cancelled')
        .then('canceled' as const)
        .else('active' as const)
        .end(),
    }))
    .whereRef('c.issuer_token', '=', 's.token')
    .execute();

  for (const [companyId, address] of Object.entries(SHIPPING_ADDRESSES)) {
    await q
      .updateTable('companies')
      .set({ card_shipping_address: json(address) })
      .where('id', '=', Number(companyId))
      .execute();
  }
  await q
    .insertInto('card_spend_controls')
    .values(
      (
        [
          ['employee', 1000],
          ['manager', 5000],
        ] as const
      ).map(([role, spendLimit]) => ({
        company_id: COMPANY.northwind,
        role,
        spend_limit: spendLimit,
        limit_period: 'monthly' as const,
        allowed_categories: [],
        updated_at: SEED_DATE,
      })),
    )
    .execute();
}
