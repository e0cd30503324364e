// QA's browser walks of the autopay banner (e2e/flows/autopay.walk.ts): two small US companies
// of their own with the auto-debit flow, so no other spec's billing change moves what the walks
// meet. One has no AutoPay account yet (the banner asks to add one; its admin dismisses it,
// which only the session remembers); the other's USD account already pays automatically (the
// USA needs no agreement), so nothing is asked. A reseed puts both back.
import type { PasswordHasher } from '../auth/passwords.js';
import type { Db } from '../db/db.js';
import { seedSmallUsCompany } from './companies.js';
import { DEMO_PASSWORD, SEED_DATE } from './constants.js';
import { json, seedQueries, syncIdSequence } from './insert.js';
import { stableSalt } from './stable-ids.js';
import { type DemoUser, demoUserRow } from './users.js';

export const QA_AUTOPAY_COMPANIES = {
  asks: { id: 52, name: 'Quillfeather Paper Co.' },
  settled: { id: 53, name: 'Quartzline Tools Inc.' },
} as const;

export const QA_AUTOPAY_USERS: readonly DemoUser[] = [
  {
    id: 52_001,
    companyId: QA_AUTOPAY_COMPANIES.asks.id,
    email: 'qa.autopay.asks@demo.outlay.test',
    firstName: 'Iris',
    lastName: 'Quell',
    role: 'admin',
    phoneNumber: '2065550521',
    countryCallingCode: '+1',
  },
  {
    id: 53_001,
    companyId: QA_AUTOPAY_COMPANIES.settled.id,
    email: 'qa.autopay.settled@demo.outlay.test',
    firstName: 'Theo',
    lastName: 'Quarles',
    role: 'admin',
    phoneNumber: '2065550531',
    countryCallingCode: '+1',
  },
];

/** The settled company's USD account: verified, paying automatically. */
const SETTLED_ACCOUNT = { accountNumber: '000530530531', routingNumber: '021000021' } as const;

export async function seedQaAutopay(db: Db, passwords: PasswordHasher) {
  for (const company of Object.values(QA_AUTOPAY_COMPANIES)) {
    await seedSmallUsCompany(db, {
      ...company,
      availableSpent: 20_000,
      totalSpent: 0,
      legalRepresentativeConfirmed: true,
    });
    await seedQueries(db)
      .updateTable('companies')
      .set({ feature_flags: json({ isBookkeeperAvailable: true, autoDebitFlowEnable: true }) })
      .where('id', '=', company.id)
      .execute();
  }

  const rows = [];
  for (const user of QA_AUTOPAY_USERS) {
    const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt(user.email) });
    rows.push(demoUserRow(user, hash));
  }
  await seedQueries(db).insertInto('users').values(rows).execute();
  await syncIdSequence(db, 'users');

  await seedQueries(db)
    .insertInto('autopay_bank_accounts')
    .values({
      company_id: QA_AUTOPAY_COMPANIES.settled.id,
      currency: 'USD',
      auto_debit: true,
      region_flag: 'usa',
      verification_status: 'pending',
      account_number: SETTLED_ACCOUNT.accountNumber,
      routing_number: SETTLED_ACCOUNT.routingNumber,
      bank_country: 'US',
      bank_name: 'Chase',
      fingerprint: `us:${SETTLED_ACCOUNT.routingNumber}:${SETTLED_ACCOUNT.accountNumber}`,
      created_at: SEED_DATE,
    })
    .execute();
  await syncIdSequence(db, 'autopay_bank_accounts');
}
