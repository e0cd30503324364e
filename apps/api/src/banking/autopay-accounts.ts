import type { AutopayBankAccount, CustomBankAccounts } from '@outlay/api-client/schema';
import { maskAccountNumber } from '@outlay/rules';
import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { AutopayBankAccounts, Companies } from '../db/schema.js';
import { AppError } from '../http/errors.js';

export type { AutopayBankAccount, CustomBankAccounts } from '@outlay/api-client/schema';

export type VerificationStatus = AutopayBankAccount['autoDebitVerificationStatus'];

/** The columns an account is read with (toAccount, the agreement's checks). */
const ACCOUNT_COLUMNS = [
  'id',
  'company_id',
  'currency',
  'auto_debit',
  'region_flag',
  'pad_document',
  'pad_requested_at',
  'user_agreement_id',
  'verification_status',
  'account_number',
  'swift_bic',
  'routing_number',
  'institution_number',
  'transit_number',
  'owner_phone_number',
  'fallback_phone_number',
  'bank_country',
  'bank_name',
  'source',
  'link_provider',
  'agreement_envelope_id',
] as const satisfies readonly (keyof AutopayBankAccounts)[];

export type AccountRow = Pick<Selectable<AutopayBankAccounts>, (typeof ACCOUNT_COLUMNS)[number]>;

type CompanyCurrenciesRow = Pick<
  Selectable<Companies>,
  'billing_method' | 'platform_currency' | 'billing_currency'
>;

/** Failed and rejected accounts are kept for the record but never used (spec part 1 §4.4). */
export const isUsable = (status: VerificationStatus) =>
  status === 'pending' || status === 'inprogress';

const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

export function toAccount(row: AccountRow): AutopayBankAccount {
  return {
    id: row.id,
    currency: row.currency,
    autoDebit: row.auto_debit,
    flag: row.region_flag,
    padDocument: row.pad_document,
    padRequestedAt: isoOrNull(row.pad_requested_at),
    userAgreementId: row.user_agreement_id,
    autoDebitVerificationStatus: row.verification_status,
    accountNumber: maskAccountNumber(row.account_number),
    swiftBic: row.swift_bic,
    routingNumber: row.routing_number,
    institutionNumber: row.institution_number,
    transitNumber: row.transit_number,
    ownerPhoneNumber: row.owner_phone_number,
    companyBankAccountFallback:
      row.fallback_phone_number === null ? null : { phoneNumber: row.fallback_phone_number },
    bankCountry: row.bank_country,
    bankName: row.bank_name,
    source: row.source,
    linkProvider: row.link_provider,
  };
}

/** The currencies a company's statements are paid in, by its billing method. */
export function autopayCurrencies(row: CompanyCurrenciesRow): string[] {
  if (row.billing_method === 'single_platform') return [row.platform_currency];
  if (row.billing_method === 'single_billing') return [row.billing_currency];
  return [...new Set([row.platform_currency, row.billing_currency])];
}

/** The company's currencies to pay in; empty for an unknown company. */
export async function currenciesOf(db: Db, companyId: number): Promise<string[]> {
  const company = await kyselyOf(db)
    .selectFrom('companies')
    .select(['billing_method', 'platform_currency', 'billing_currency'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  return company ? autopayCurrencies(company) : [];
}

/** One of the company's accounts, locked for a change when `lock`; 404 for anyone else's. */
export async function accountOf(
  db: Db,
  companyId: number,
  accountId: number,
  options: { lock?: boolean; usable?: boolean } = {},
): Promise<AccountRow> {
  const row = await kyselyOf(db)
    .selectFrom('autopay_bank_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('id', '=', accountId)
    .where('company_id', '=', companyId)
    .where('removed_at', 'is', null)
    .$if(options.lock === true, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row || ((options.usable ?? true) && !isUsable(row.verification_status))) {
    throw new AppError(404, 'NOT_FOUND', 'banking.accountNotFound');
  }
  return row;
}

/** Every currency the company pays statements in, with its accounts (maybe none). */
export async function autopayAccountsOf(db: Db, companyId: number): Promise<CustomBankAccounts> {
  const currencies = await currenciesOf(db, companyId);
  if (currencies.length === 0) return { currencies: [] };
  const rows = await kyselyOf(db)
    .selectFrom('autopay_bank_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('company_id', '=', companyId)
    // Removed from the wallet: kept for the record, offered nowhere.
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  return {
    currencies: currencies.map((currency) => ({
      currency,
      accounts: rows.filter((row) => row.currency === currency).map(toAccount),
    })),
  };
}
