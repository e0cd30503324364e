import type { components } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';

export type AutopayBankAccount = components['schemas']['AutopayBankAccount'];
export type CustomBankAccounts = components['schemas']['CustomBankAccounts'];

interface AccountRow extends Record<string, unknown> {
  id: number;
  currency: string;
  auto_debit: boolean;
  region_flag: AutopayBankAccount['flag'];
  pad_document: string | null;
  pad_requested_at: Date | string | null;
  user_agreement_id: string | null;
  verification_status: AutopayBankAccount['autoDebitVerificationStatus'];
  account_number: string;
  swift_bic: string | null;
  routing_number: string | null;
  institution_number: string | null;
  transit_number: string | null;
  owner_phone_number: string | null;
  fallback_phone_number: string | null;
  bank_country: string;
}

interface CompanyCurrenciesRow extends Record<string, unknown> {
  billing_method: string;
  platform_currency: string;
  billing_currency: string;
}

/** Only the last four digits leave the server. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s+/g, '');
  return `••••${digits.slice(-4)}`;
}

function toAccount(row: AccountRow): AutopayBankAccount {
  return {
    id: row.id,
    currency: row.currency,
    autoDebit: row.auto_debit,
    flag: row.region_flag,
    padDocument: row.pad_document,
    padRequestedAt:
      row.pad_requested_at === null ? null : new Date(row.pad_requested_at).toISOString(),
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
  };
}

/** The currencies a company's statements are paid in, by its billing method. */
export function autopayCurrencies(row: CompanyCurrenciesRow): string[] {
  if (row.billing_method === 'single_platform') return [row.platform_currency];
  if (row.billing_method === 'single_billing') return [row.billing_currency];
  return [...new Set([row.platform_currency, row.billing_currency])];
}

export interface AutopayAccounts {
  /** Every currency the company pays statements in, with its accounts (maybe none). */
  byCurrency(companyId: number): Promise<CustomBankAccounts>;
}

export function createAutopayAccounts(db: Db): AutopayAccounts {
  return {
    async byCurrency(companyId) {
      const [company] = await db.query<CompanyCurrenciesRow>(
        'SELECT billing_method, platform_currency, billing_currency FROM companies WHERE id = $1',
        [companyId],
      );
      if (!company) return { currencies: [] };
      const rows = await db.query<AccountRow>(
        `SELECT id, currency, auto_debit, region_flag, pad_document, pad_requested_at,
                user_agreement_id, verification_status, account_number, swift_bic,
                routing_number, institution_number, transit_number, owner_phone_number,
                fallback_phone_number, bank_country
           FROM autopay_bank_accounts
          WHERE company_id = $1
          ORDER BY id`,
        [companyId],
      );
      return {
        currencies: autopayCurrencies(company).map((currency) => ({
          currency,
          accounts: rows.filter((row) => row.currency === currency).map(toAccount),
        })),
      };
    },
  };
}
