// Demo data of billing's bank links: the Canadian company linked RBC through Flinks a hundred
// days before the seed's day, so the link's 90-day consent has run out and billing offers to
// reconnect it (re-authorisation in the sandbox: Greatday / Everyday). Both sides are seeded:
// Outlay's link and the sandbox provider's item it points at, and the integration log.
import { BANK_LINK_CONSENT_DAYS } from '@outlay/rules';
import { findInstitution, sandboxAccounts } from '../bank-linking/sandbox/institutions.js';
import type { Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import type { BankLinkingLogs } from '../db/schema.js';
import { COMPANY } from './companies.js';
import { SEED_DATE } from './constants.js';
import { json, seedQueries, syncIdSequence } from './insert.js';
import type { SeedContext } from './index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CANADA_ADMIN = 3001;

/** The sandbox user the Canadian admin linked RBC with. */
export const DEMO_LINK_USERNAME = 'Greatday';

export async function seedBilling(db: Db, context: SeedContext) {
  const today = context.today ?? SEED_DATE;
  const linkedAt = new Date(today.getTime() - 100 * DAY_MS);
  const consentExpiresAt = new Date(linkedAt.getTime() + BANK_LINK_CONSENT_DAYS * DAY_MS);
  const minutesAfter = (minutes: number) => new Date(linkedAt.getTime() + minutes * 60_000);
  const bank = findInstitution('flinks', 'flinks_rbc');
  if (!bank) throw new Error('the sandbox has no flinks_rbc');
  const accounts = sandboxAccounts(bank, DEMO_LINK_USERNAME).filter(
    (account) => account.type === 'depository',
  );
  const itemId = 'item-demo-maple-ridge-rbc';
  const accessToken = 'access-sandbox-demo-maple-ridge-rbc';

  await seedQueries(db)
    .insertInto('bank_sandbox_items')
    .values([
      {
        id: itemId,
        company_id: COMPANY.canada,
        provider: 'flinks',
        institution_id: bank.id,
        username: DEMO_LINK_USERNAME,
        access_token: accessToken,
        shared_account_ids: accounts.map((account) => account.id),
        public_token: null,
        public_token_expires_at: null,
        consent_expires_at: consentExpiresAt,
        created_at: linkedAt,
      },
    ])
    .execute();
  await seedQueries(db)
    .insertInto('bank_links')
    .values([
      {
        id: 1,
        company_id: COMPANY.canada,
        created_by: CANADA_ADMIN,
        provider: 'flinks',
        country: 'CA',
        provider_item_id: itemId,
        access_token: accessToken,
        institution_id: bank.id,
        institution_name: bank.name,
        status: 'valid',
        linked_at: minutesAfter(2),
        consent_expires_at: consentExpiresAt,
        reauthorised_at: null,
      },
    ])
    .execute();
  await syncIdSequence(db, 'bank_links');
  await seedQueries(db)
    .insertInto('linked_bank_accounts')
    .values(
      accounts.map((account, index) => ({
        id: index + 1,
        company_id: COMPANY.canada,
        link_id: 1,
        provider_account_id: account.id,
        name: account.name,
        type: account.type,
        account_type: account.accountType,
        currency: account.currency,
        account_number: account.accountNumber,
        details: account.details ? json(account.details) : null,
      })),
    )
    .execute();
  await syncIdSequence(db, 'linked_bank_accounts');

  const entry = (
    minutes: number,
    event: BankLinkingLogs['event'],
    succeed: boolean,
    failure: string | null,
  ): Insertable<BankLinkingLogs> => ({
    company_id: COMPANY.canada,
    user_id: CANADA_ADMIN,
    provider: 'flinks',
    event,
    succeed,
    institution_name: event === 'linkTokenCreated' ? null : bank.name,
    failure,
    created_at: minutesAfter(minutes),
  });
  await seedQueries(db)
    .insertInto('bank_linking_logs')
    .values([
      entry(0, 'linkTokenCreated', true, null),
      entry(0.5, 'credentialsSubmitted', false, 'bankLinking.invalidCredentials'),
      entry(1, 'credentialsSubmitted', true, null),
      entry(1.5, 'accountsShared', true, null),
      entry(2, 'linkCreated', true, null),
    ])
    .execute();
}
