// Demo data of cards (issue 19): every seeded card registered at its company's sandbox issuer
// (a number ending in its last four digits, kept on the issuer's side only), limits and their
// periods, a frozen, a cancelled and a suspected-fraud card, the companies' shipping addresses,
// Northwind's spend controls, and three users of their own for the cards walk-through: an
// admin, an employee with cards, and a cardholder the login gate sends to /card-order.
import { createHash } from 'node:crypto';
import type { components, CardServiceType } from '@outlay/api-client/schema';
import type { PasswordHasher } from '../auth/passwords.js';
import { issuerOf } from '../cards/issuer/card-issuer.js';
import { passesLuhn } from '../cards/issuer/card-numbers.js';
import type { Db } from '../db/db.js';
import { COMPANY } from './companies.js';
import { DEMO_PASSWORD, SEED_DATE } from './constants.js';
import { insertRows, json, syncIdSequence } from './insert.js';
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

interface SeedCardRow extends Record<string, unknown> {
  id: number;
  company_id: number;
  user_id: number;
  last_four: string;
  card_type: 'virtual' | 'physical';
  card_service_type: CardServiceType;
  public_id: string;
  email: string;
}

export async function seedCards(db: Db, passwords: PasswordHasher) {
  const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt('card-users') });
  await insertRows(
    db,
    'users',
    CARD_USERS.map((user) => demoUserRow(user, hash)),
  );
  await syncIdSequence(db, 'users');
  const [next] = await db.query<{ id: number }>('SELECT COALESCE(max(id), 0) + 1 AS id FROM cards');
  let id = next?.id ?? 1;
  const own = (
    userId: number,
    name: string,
    lastFour: string,
    cardType: string,
    status = 'active',
  ) => ({
    id: id++,
    company_id: COMPANY.northwind,
    user_id: userId,
    name,
    last_four: lastFour,
    card_type: cardType,
    status,
    created_at: SEED_DATE,
  });
  await insertRows(db, 'cards', [
    own(1951, 'Team software', '4417', 'virtual'),
    own(1952, 'Client dinners', '7301', 'virtual'),
    own(1952, 'Ethan Cole', '2290', 'physical'),
    own(1952, 'Conference travel', '5528', 'virtual', 'in-active'),
  ]);
  await syncIdSequence(db, 'cards');

  // Every card gets its issuer's token and a number on the issuer's side.
  const cards = await db.query<SeedCardRow>(
    `SELECT c.id, c.company_id, c.user_id, c.last_four, c.card_type, co.card_service_type,
            u.public_id, u.email
       FROM cards c JOIN companies co ON co.id = c.company_id JOIN users u ON u.id = c.user_id
      ORDER BY c.id`,
  );
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
      status: 'active',
      created_at: SEED_DATE,
    };
  });
  await insertRows(db, 'card_issuer_sandbox_cards', sandbox);
  await db.query(
    `UPDATE cards c SET issuer = s.issuer, issuer_token = s.token, expiry_month = s.expiry_month,
                        expiry_year = s.expiry_year
       FROM card_issuer_sandbox_cards s
      WHERE s.token = 'seed_' || s.issuer || '_' || c.id || '_' || substr(s.token, length(s.token) - 7)`,
  );
  // Limits: every third card has one, some of them for the card's lifetime; physical cards
  // seeded active have their PIN set.
  await db.query(
    `UPDATE cards SET spend_limit = (1 + id % 5) * 1000,
                      limit_period = CASE WHEN id % 2 = 0 THEN 'lifetime' ELSE 'monthly' END
      WHERE id % 3 = 0`,
  );
  await db.query(`UPDATE cards SET pin_set_at = created_at WHERE card_type = 'physical'`);
  await db.query(
    `UPDATE cards SET spend_limit = 2500, limit_period = 'monthly', limit_scope = 'merchant-category',
                      allowed_categories = '{Travel,Software}'
      WHERE user_id = 1952 AND name = 'Client dinners'`,
  );
  // Limit scope merchant: the admin's software card pays its tools only.
  await db.query(
    `UPDATE cards SET limit_scope = 'merchant', allowed_merchant_ids = $1
      WHERE user_id = 1951 AND name = 'Team software'`,
    [[...SOFTWARE_MERCHANTS]],
  );
  // What those scopes declined: a lunch on the travel and software card, a ride on the tools card.
  await db.query(
    `INSERT INTO card_declines (company_id, card_id, merchant_id, amount, currency, reason, occurred_at)
     SELECT c.company_id, c.id, d.merchant_id, d.amount, co.platform_currency, d.reason, d.occurred_at
       FROM (VALUES ('Client dinners', 10, 42.80, 'categoryNotAllowed', $1::timestamptz),
                    ('Team software', 2, 23.15, 'merchantNotAllowed', $2::timestamptz))
              AS d (card_name, merchant_id, amount, reason, occurred_at)
       JOIN cards c ON c.name = d.card_name AND c.user_id IN (1951, 1952)
       JOIN companies co ON co.id = c.company_id`,
    [new Date(SEED_DATE.getTime() - 86_400_000), new Date(SEED_DATE.getTime() - 2 * 86_400_000)],
  );
  await db.query(
    `UPDATE cards SET pin_set_at = NULL WHERE user_id = 1952 AND card_type = 'physical'`,
  );

  // employee@'s last card: inactivated by the issuer for suspected fraud (part 2 §4, §8). One of
  // Olivia Chen's is cancelled.
  await db.query(
    `UPDATE cards SET status = 'in-active', suspected_fraud = true, status_changed_at = created_at
      WHERE id = (SELECT max(c.id) FROM cards c JOIN users u ON u.id = c.user_id
                   WHERE u.email = 'employee@demo.outlay.test')`,
  );
  await db.query(
    `UPDATE cards SET status = 'cancelled', status_changed_at = created_at
      WHERE id = (SELECT max(c.id) FROM cards c JOIN users u ON u.id = c.user_id
                   WHERE u.email = 'olivia.chen@demo.outlay.test')
        AND (SELECT count(*) FROM cards c JOIN users u ON u.id = c.user_id
              WHERE u.email = 'olivia.chen@demo.outlay.test') > 1`,
  );
  await db.query(
    `UPDATE card_issuer_sandbox_cards s SET status = CASE c.status
        WHEN 'in-active' THEN 'inactive' WHEN 'cancelled' THEN 'canceled' ELSE 'active' END
       FROM cards c WHERE c.issuer_token = s.token`,
  );

  for (const [companyId, address] of Object.entries(SHIPPING_ADDRESSES)) {
    await db.query('UPDATE companies SET card_shipping_address = $2 WHERE id = $1', [
      Number(companyId),
      json(address),
    ]);
  }
  await insertRows(db, 'card_spend_controls', [
    {
      company_id: COMPANY.northwind,
      role: 'employee',
      spend_limit: 1000,
      limit_period: 'monthly',
      allowed_categories: '{}',
      updated_at: SEED_DATE,
    },
    {
      company_id: COMPANY.northwind,
      role: 'manager',
      spend_limit: 5000,
      limit_period: 'monthly',
      allowed_categories: '{}',
      updated_at: SEED_DATE,
    },
  ]);
}
