// Demo data of SAT invoice matching: the RFCs of the merchants and recipients the Mexican
// company pays (so invoices issued under them match by RFC), and a second Mexican admin. The
// company's SAT account is not connected: connecting it (RFC and CIEC) is the demo.
import { sql } from 'kysely';
import type { PasswordHasher } from '../auth/passwords.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { sandboxRfc } from '../sat/sandbox/rfc.js';
import { COMPANY } from './companies.js';
import { DEMO_PASSWORD } from './constants.js';
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
  const q = kyselyOf(db);
  // demoUserRow writes every column of a user, as the other areas' users are written.
  await q.insertInto('users').values(rows).execute();

  const merchants = await q
    .selectFrom('merchants as m')
    .innerJoin('card_transactions as ct', 'ct.merchant_id', 'm.id')
    .select(['m.id', 'm.clean_name'])
    .distinct()
    .where('ct.company_id', '=', COMPANY.mexico)
    .orderBy('m.id')
    .execute();
  for (const merchant of merchants) {
    if (merchant.id % WITHOUT_RFC_EVERY === 0) continue;
    await q
      .updateTable('merchants')
      .set({ rfc: sandboxRfc(merchant.clean_name) })
      .where('id', '=', merchant.id)
      .execute();
  }
  const beneficiaries = await q
    .selectFrom('beneficiaries')
    .select((eb) => [
      'id',
      eb.fn
        .coalesce(
          'beneficiary_name',
          sql<string>`${eb.ref('first_name')} || ' ' || ${eb.ref('last_name')}`,
        )
        .as('name'),
    ])
    .where('company_id', '=', COMPANY.mexico)
    .execute();
  for (const beneficiary of beneficiaries) {
    await q
      .updateTable('beneficiaries')
      .set({ rfc: sandboxRfc(beneficiary.name) })
      .where('id', '=', beneficiary.id)
      .where('company_id', '=', COMPANY.mexico)
      .execute();
  }
}
