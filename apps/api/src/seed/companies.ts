import type { Company, CompanyFlag } from '../accounts/companies.js';
import type { LoggedInUser } from '../accounts/users.js';
import type { Db } from '../db/db.js';
import { SEED_DATE } from './constants.js';
import { json, seedQueries, syncIdSequence } from './insert.js';

/** Fixed company ids, for other seed areas and tests to refer to. */
export const COMPANY = {
  northwind: 1,
  mexico: 2,
  canada: 3,
  uk: 4,
  eu: 5,
  brazil: 6,
  colombia: 7,
} as const;

export interface DemoCompany {
  id: number;
  name: string;
  countryCode: string;
  /** ISO 3166 numeric code of the country. */
  geoId: number;
  cardServiceType: Company['cardServiceType'];
  currency: string;
  billingCurrency?: string;
  billingMethod?: LoggedInUser['billingMethod'];
  availableSpent: number;
  totalSpent: number;
  prepaymentTotalSpend?: number;
  referralCode: string | null;
  ein?: string;
  accountDetails?: Company['accountDetails'];
  accountingIntegration?: Company['companyAccountingIntegration'];
  dataConnections?: Company['dataConnections'];
  speiSettings?: Company['comapnySpeiSettings'];
  flags: CompanyFlag[];
  hasLoans?: boolean;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    id: COMPANY.northwind,
    name: 'Northwind Supply',
    countryCode: 'US',
    geoId: 840,
    cardServiceType: 'stripe-us',
    currency: 'USD',
    availableSpent: 184_250.75,
    totalSpent: 65_749.25,
    prepaymentTotalSpend: 1_250,
    referralCode: 'NORTHWIND500',
    ein: '84-2719305',
    accountDetails: {
      bankName: 'JPMorgan Chase Bank',
      accountNumber: '000123456789',
      routingNumber: '021000021',
    },
    // Its accounting integration and data connection are the accounting seed's (Xero).
    flags: [
      'isAccountingIntegrationAvailable',
      'isBookkeeperAvailable',
      'hasExpenseManagementFeatureEnabled',
      'isLoansClientFlowEnable',
      'routeFusionV2Flow',
      'isRFAvailable',
      'isBulkPaymentAvailable',
      'isRushShipment',
    ],
    hasLoans: true,
  },
  {
    id: COMPANY.mexico,
    name: 'Comercializadora Altiplano S.A. de C.V.',
    countryCode: 'MX',
    geoId: 484,
    cardServiceType: 'tutuka',
    currency: 'MXN',
    availableSpent: 1_250_000,
    totalSpent: 348_920.4,
    referralCode: 'ALTIPLANO',
    speiSettings: { clabe: '646180157000000004', isEnabled: true },
    // Connected to QuickBooks Online by the accounting seed.
    flags: [
      'isSatMatchInvoicesAvailable',
      'isStpAvailable',
      // SPEI batches (issue 40), beside Northwind's route-fusion ones.
      'isBulkPaymentAvailable',
      'isBookkeeperAvailable',
      'isAccountingIntegrationAvailable',
    ],
  },
  {
    id: COMPANY.canada,
    name: 'Maple Ridge Outfitters Ltd.',
    countryCode: 'CA',
    geoId: 124,
    cardServiceType: 'marqeta-canada',
    currency: 'CAD',
    availableSpent: 92_400,
    totalSpent: 27_600,
    referralCode: 'MAPLERIDGE',
    accountDetails: {
      bankName: 'Royal Bank of Canada',
      accountNumber: '5012345',
      routingNumber: null,
    },
    flags: ['autoDebitFlowEnable', 'isBookkeeperAvailable'],
  },
  {
    id: COMPANY.uk,
    name: 'Thames Street Studio Ltd',
    countryCode: 'GB',
    geoId: 826,
    cardServiceType: 'stripe-uk',
    currency: 'GBP',
    availableSpent: 48_000,
    totalSpent: 12_000,
    referralCode: null,
    flags: ['autoDebitFlowEnable'],
  },
  {
    id: COMPANY.eu,
    name: 'Liffey Analytics Ltd',
    countryCode: 'IE',
    geoId: 372,
    cardServiceType: 'stripe-eur',
    currency: 'EUR',
    availableSpent: 55_000,
    totalSpent: 20_000,
    referralCode: null,
    flags: ['is2FAMandatory'],
  },
  {
    id: COMPANY.brazil,
    name: 'Ipê Comércio de Alimentos Ltda.',
    countryCode: 'BR',
    geoId: 76,
    cardServiceType: 'tutuka-brazil',
    currency: 'BRL',
    availableSpent: 240_000,
    totalSpent: 60_000,
    referralCode: null,
    // Self-funded: its users only open the pages self-funding allows (see the README).
    flags: ['hasSelfFundedFeatureEnabled'],
  },
  {
    id: COMPANY.colombia,
    name: 'Café Andino S.A.S.',
    countryCode: 'CO',
    geoId: 170,
    cardServiceType: 'tutuka-colombia',
    currency: 'COP',
    availableSpent: 380_000_000,
    totalSpent: 95_000_000,
    referralCode: null,
    flags: [],
  },
];

export async function seedCompanies(db: Db) {
  await seedQueries(db)
    .insertInto('companies')
    .values(
      DEMO_COMPANIES.map((company) => ({
        id: company.id,
        name: company.name,
        country_code: company.countryCode,
        geo_id: company.geoId,
        card_service_type: company.cardServiceType,
        display_currency: company.currency,
        platform_currency: company.currency,
        billing_currency: company.billingCurrency ?? company.currency,
        billing_method: company.billingMethod ?? 'single_platform',
        available_spent: company.availableSpent,
        total_spent: company.totalSpent,
        prepayment_total_spend: company.prepaymentTotalSpend ?? 0,
        referral_code: company.referralCode,
        referral_url: company.referralCode ? `https://outlay.test/r/${company.referralCode}` : null,
        ein: company.ein ?? null,
        account_details: company.accountDetails ? json(company.accountDetails) : null,
        // Every demo company has confirmed its legal representative: no gate for now.
        legal_representative_confirmed: true,
        accounting_integration: company.accountingIntegration
          ? json(company.accountingIntegration)
          : null,
        data_connections: json(company.dataConnections ?? []),
        spei_settings: company.speiSettings ? json(company.speiSettings) : null,
        feature_flags: json(Object.fromEntries(company.flags.map((flag) => [flag, true]))),
        has_loans: company.hasLoans ?? false,
        created_at: SEED_DATE,
      })),
    )
    .execute();
  await syncIdSequence(db, 'companies');
}

/**
 * A small US company on Stripe whose legal representative is not confirmed yet: the login gate
 * and the team areas each seed one of their own, so their users never share a company with
 * another area's.
 */
export async function seedUnconfirmedUsCompany(
  db: Db,
  company: { id: number; name: string; availableSpent: number; totalSpent: number },
) {
  await seedSmallUsCompany(db, { ...company, legalRepresentativeConfirmed: false });
}

/**
 * A small US company on Stripe of one area's own (its legal representative confirmed or not),
 * so that area's users never share a company with another area's.
 */
export async function seedSmallUsCompany(
  db: Db,
  company: {
    id: number;
    name: string;
    availableSpent: number;
    totalSpent: number;
    legalRepresentativeConfirmed: boolean;
  },
) {
  await seedQueries(db)
    .insertInto('companies')
    .values([
      {
        id: company.id,
        name: company.name,
        country_code: 'US',
        geo_id: 840,
        card_service_type: 'stripe-us',
        display_currency: 'USD',
        platform_currency: 'USD',
        billing_currency: 'USD',
        billing_method: 'single_platform',
        available_spent: company.availableSpent,
        total_spent: company.totalSpent,
        legal_representative_confirmed: company.legalRepresentativeConfirmed,
        feature_flags: json({ isBookkeeperAvailable: true }),
        created_at: SEED_DATE,
      },
    ])
    .execute();
  await syncIdSequence(db, 'companies');
}
