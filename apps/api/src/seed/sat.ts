// Demo data of SAT invoice matching: the RFCs of the merchants and recipients the Mexican
// company pays (so invoices issued under them match by RFC), and a second Mexican admin. The
// company's SAT account is not connected: connecting it (RFC and CIEC) is the demo.
import type { PasswordHasher } from '../auth/passwords.js';
import type { Db } from '../db/db.js';
import { sandboxRfc } from '../sat/sandbox/rfc.js';
import { COMPANY } from './companies.js';
import { DEMO_PASSWORD } from './constants.js';
import { insertRows } from './insert.js';
import { stableSalt } from './stable-ids.js';
import { type DemoUser, demoUserRow } from './users.js';

/**
 * Added after the dashboard's data, so the Mexican company's cards and entries are the same
 * with or without it.
 */
export const SAT_USERS: readonly DemoUser[] = [
  {
    id: 2002,
    companyId: COMPANY.mexico,
    email: 'mx.finance@demo.outlay.test',
    firstName: 'Rodrigo',
    lastName: 'Salinas',
    role: 'admin',
    phoneNumber: '5587654321',
    countryCallingCode: '+52',
  },
];

/** One merchant in this many has no RFC on file: its invoices match by name alone. */
const WITHOUT_RFC_EVERY = 5;

export async function seedSat(db: Db, passwords: PasswordHasher) {
  const rows = [];
  for (const user of SAT_USERS) {
    const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt(user.email) });
    rows.push(demoUserRow(user, hash));
  }
  await insertRows(db, 'users', rows);

  const merchants = await db.query<{ id: number; clean_name: string }>(
    `SELECT DISTINCT m.id, m.clean_name FROM merchants m
       JOIN card_transactions ct ON ct.merchant_id = m.id
      WHERE ct.company_id = $1 ORDER BY m.id`,
    [COMPANY.mexico],
  );
  for (const merchant of merchants) {
    if (merchant.id % WITHOUT_RFC_EVERY === 0) continue;
    await db.query('UPDATE merchants SET rfc = $2 WHERE id = $1', [
      merchant.id,
      sandboxRfc(merchant.clean_name),
    ]);
  }
  const beneficiaries = await db.query<{ id: number; name: string }>(
    `SELECT id, COALESCE(beneficiary_name, first_name || ' ' || last_name) AS name
       FROM beneficiaries WHERE company_id = $1`,
    [COMPANY.mexico],
  );
  for (const beneficiary of beneficiaries) {
    await db.query('UPDATE beneficiaries SET rfc = $2 WHERE id = $1', [
      beneficiary.id,
      sandboxRfc(beneficiary.name),
    ]);
  }
}
