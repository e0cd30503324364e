import type { Company } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';

export type { Company } from '@outlay/api-client/schema';

/** The boolean feature flags of the contract's Company, read from `companies.feature_flags`. */
export const COMPANY_FLAGS = [
  'autoDebitFlowEnable',
  'isStpAvailable',
  'routeFusionV2Flow',
  'isRFAvailable',
  'isAccountingIntegrationAvailable',
  'isNetsuiteEnabled',
  'isLoansClientFlowEnable',
  'hasExpenseManagementFeatureEnabled',
  'isBookkeeperAvailable',
  'isRushShipment',
  'isSatMatchInvoicesAvailable',
  'is2FAMandatory',
  'isBulkPaymentAvailable',
  'hasSSOFeatureEnabled',
  'hasSelfFundedFeatureEnabled',
] as const satisfies readonly (keyof Company)[];

export type CompanyFlag = (typeof COMPANY_FLAGS)[number];
export type CompanyFlags = Record<CompanyFlag, boolean>;

interface CompanyRow extends Record<string, unknown> {
  id: number;
  name: string;
  display_currency: string;
  country_code: string;
  geo_id: number;
  card_service_type: Company['cardServiceType'];
  available_spent: number;
  total_spent: number;
  prepayment_total_spend: number;
  referral_code: string | null;
  referral_url: string | null;
  account_details: Company['accountDetails'];
  legal_representative_confirmed: boolean;
  accounting_integration: Company['companyAccountingIntegration'];
  data_connections: Company['dataConnections'];
  spei_settings: Company['comapnySpeiSettings'];
  feature_flags: Partial<Record<string, unknown>>;
}

export function readFlags(stored: Partial<Record<string, unknown>>): CompanyFlags {
  const flags = {} as CompanyFlags;
  for (const flag of COMPANY_FLAGS) flags[flag] = stored[flag] === true;
  return flags;
}

export interface Companies {
  details(companyId: number): Promise<Company | null>;
}

export function createCompanies(db: Db): Companies {
  return {
    async details(companyId) {
      // Amounts are numeric in the table; float8 makes both drivers answer a JS number.
      const [row] = await db.query<CompanyRow>(
        `SELECT id, name, display_currency, country_code, geo_id, card_service_type,
                available_spent::float8 AS available_spent, total_spent::float8 AS total_spent,
                prepayment_total_spend::float8 AS prepayment_total_spend, referral_code,
                referral_url, account_details, legal_representative_confirmed,
                accounting_integration, data_connections, spei_settings, feature_flags
           FROM companies WHERE id = $1`,
        [companyId],
      );
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        displayCurrency: row.display_currency,
        countryCode: row.country_code,
        geoId: row.geo_id,
        cardServiceType: row.card_service_type,
        availableSpent: row.available_spent,
        totalSpent: row.total_spent,
        prepaymentTotalSpend: row.prepayment_total_spend,
        referralCode: row.referral_code,
        referralUrl: row.referral_url,
        accountDetails: row.account_details,
        legalRepresentativeConfirmed: row.legal_representative_confirmed,
        companyAccountingIntegration: row.accounting_integration,
        dataConnections: row.data_connections,
        comapnySpeiSettings: row.spei_settings,
        ...readFlags(row.feature_flags),
      };
    },
  };
}
