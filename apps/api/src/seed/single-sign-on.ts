// Demo companies for single sign-on (issue 42): one where SSO through the sandbox's Okta is
// optional, one that requires it (through the sandbox's Google), and one with the feature but
// no provider yet, where an admin sets SSO up from the start (the e2e walk's own). The sandbox
// identity provider signs their people in with the demo password; the recovery admin of the
// second keeps the password and code way back.
import type { PasswordHasher } from '../auth/passwords.js';
import type { Db } from '../db/db.js';
import { SEED_DATE } from './constants.js';
import { DEMO_PASSWORD } from './constants.js';
import { json, seedQueries, syncIdSequence } from './insert.js';
import { stableSalt } from './stable-ids.js';
import { type DemoUser, demoUserRow } from './users.js';

export const SSO_COMPANIES = {
  optional: { id: 42, name: 'Summit Trail Outfitters Inc.', oktaDomain: 'summit-trail.okta.com' },
  required: { id: 43, name: 'Redwood Ridge Labs Inc.' },
  notSetUp: { id: 44, name: 'Alder Creek Supply Co.' },
} as const;

export const SSO_USERS: readonly DemoUser[] = [
  {
    id: 42_001,
    companyId: SSO_COMPANIES.optional.id,
    email: 'sso.admin@demo.outlay.test',
    firstName: 'Sofia',
    lastName: 'Moreau',
    role: 'admin',
    phoneNumber: '4155550142',
    countryCallingCode: '+1',
  },
  {
    id: 42_002,
    companyId: SSO_COMPANIES.optional.id,
    email: 'sso.user@demo.outlay.test',
    firstName: 'Samir',
    lastName: 'Osei',
    role: 'employee',
    phoneNumber: '4155550143',
    countryCallingCode: '+1',
  },
  {
    id: 43_001,
    companyId: SSO_COMPANIES.required.id,
    email: 'sso.required@demo.outlay.test',
    firstName: 'Rhea',
    lastName: 'Quist',
    role: 'employee',
    phoneNumber: '4155550144',
    countryCallingCode: '+1',
  },
  {
    // The admin who required SSO: the one left able to sign in with password and code.
    id: 43_002,
    companyId: SSO_COMPANIES.required.id,
    email: 'sso.recovery@demo.outlay.test',
    firstName: 'Ravi',
    lastName: 'Lund',
    role: 'admin',
    phoneNumber: '4155550145',
    countryCallingCode: '+1',
  },
  {
    // The admin who sets SSO up for a company that has none yet.
    id: 44_001,
    companyId: SSO_COMPANIES.notSetUp.id,
    email: 'sso.setup@demo.outlay.test',
    firstName: 'Amara',
    lastName: 'Lindqvist',
    role: 'admin',
    phoneNumber: '4155550146',
    countryCallingCode: '+1',
  },
  {
    id: 44_002,
    companyId: SSO_COMPANIES.notSetUp.id,
    email: 'sso.staff@demo.outlay.test',
    firstName: 'Tomas',
    lastName: 'Achterberg',
    role: 'employee',
    phoneNumber: '4155550148',
    countryCallingCode: '+1',
  },
];

export async function seedSingleSignOn(db: Db, passwords: PasswordHasher) {
  const queries = seedQueries(db);
  await queries
    .insertInto('companies')
    .values(
      Object.values(SSO_COMPANIES).map((company) => ({
        id: company.id,
        name: company.name,
        country_code: 'US',
        geo_id: 840,
        card_service_type: 'stripe-us',
        display_currency: 'USD',
        platform_currency: 'USD',
        billing_currency: 'USD',
        billing_method: 'single_platform',
        available_spent: 36_000,
        total_spent: 9_000,
        legal_representative_confirmed: true,
        feature_flags: json({ hasSSOFeatureEnabled: true }),
        created_at: SEED_DATE,
      })),
    )
    .execute();
  await syncIdSequence(db, 'companies');

  const rows = [];
  for (const user of SSO_USERS) {
    const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt(user.email) });
    rows.push(demoUserRow(user, hash));
  }
  await queries.insertInto('users').values(rows).execute();
  await syncIdSequence(db, 'users');

  await queries
    .insertInto('company_sso_settings')
    .values([
      {
        company_id: SSO_COMPANIES.optional.id,
        provider: 'okta',
        okta_domain: SSO_COMPANIES.optional.oktaDomain,
        enforced: false,
        updated_by: 42_001,
        updated_at: SEED_DATE,
      },
      {
        company_id: SSO_COMPANIES.required.id,
        provider: 'google',
        enforced: true,
        recovery_user_id: 43_002,
        updated_by: 43_002,
        updated_at: SEED_DATE,
      },
    ])
    .execute();
}
