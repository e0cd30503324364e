// Demo data of bulk payments (issue 40): two Mexican admins of their own for the bulk payments
// walk-through, one who prepares a batch and one who approves and releases it. No other demo
// or end-to-end test signs in with them, so specs running at once never read each other's
// verification codes.
import type { PasswordHasher } from '../auth/passwords.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { COMPANY } from './companies.js';
import { DEMO_PASSWORD } from './constants.js';
import { syncIdSequence } from './insert.js';
import { stableSalt } from './stable-ids.js';
import { type DemoUser, demoUserRow } from './users.js';

/** Added after the dashboard's data, so the Mexican company's entries are the same without them. */
export const BULK_USERS: readonly DemoUser[] = [
  {
    id: 2951,
    companyId: COMPANY.mexico,
    email: 'bulk.maker@demo.outlay.test',
    firstName: 'Lucía',
    lastName: 'Ortega',
    role: 'admin',
    phoneNumber: '5550102951',
    countryCallingCode: '+52',
  },
  {
    id: 2952,
    companyId: COMPANY.mexico,
    email: 'bulk.checker@demo.outlay.test',
    firstName: 'Andrés',
    lastName: 'Villalobos',
    role: 'admin',
    phoneNumber: '5550102952',
    countryCallingCode: '+52',
  },
];

export async function seedBulkPayments(db: Db, passwords: PasswordHasher) {
  const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt('bulk-users') });
  await kyselyOf(db)
    .insertInto('users')
    .values(BULK_USERS.map((user) => demoUserRow(user, hash)))
    .execute();
  await syncIdSequence(db, 'users');
}
