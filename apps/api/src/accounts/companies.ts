import type { Company } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';

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
      // Amounts are numeric in the table; float8 makes both drivers answer a JS number.
      const row = await kyselyOf(db)
        .selectFrom('companies')
        .select((eb) => [
          'id',
          'name',
          'display_currency',
          'country_code',
          'geo_id',
          'card_service_type',
          eb.cast<number>('available_spent', 'float8').as('available_spent'),
          eb.cast<number>('total_spent', 'float8').as('total_spent'),
          eb.cast<number>('prepayment_total_spend', 'float8').as('prepayment_total_spend'),
          'referral_code',
          'referral_url',
          // Written by the seed and the provider flows in the contract's shapes.
          eb.ref('account_details').$castTo<Company['accountDetails']>().as('account_details'),
          'legal_representative_confirmed',
          eb
            .ref('accounting_integration')
            .$castTo<Company['companyAccountingIntegration']>()
            .as('accounting_integration'),
          eb.ref('data_connections').$castTo<Company['dataConnections']>().as('data_connections'),
          eb.ref('spei_settings').$castTo<Company['comapnySpeiSettings']>().as('spei_settings'),
          eb.ref('feature_flags').$castTo<Partial<Record<string, unknown>>>().as('feature_flags'),
        ])
        .where('id', '=', companyId)
        .executeTakeFirst();
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
