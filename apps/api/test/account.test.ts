import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/load.js';
import { DEMO_COMPANIES, DEMO_USERS, demoUserId } from '../src/seed/index.js';
import { COMPANY_URL, PROFILE_URL } from './support/sign-in.js';
import { bearerTokens } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();

const { get } = bearerTokens(server);

async function requiredFields(schemaName: string): Promise<string[]> {
  const contract = await loadContract();
  const schema = contract.schemas[schemaName];
  if (typeof schema !== 'object') throw new Error(`no schema ${schemaName}`);
  return (schema.required as string[]).slice().sort();
}

async function declaredFields(schemaName: string): Promise<string[]> {
  const contract = await loadContract();
  const schema = contract.schemas[schemaName];
  if (typeof schema !== 'object') throw new Error(`no schema ${schemaName}`);
  return Object.keys(schema.properties as Record<string, unknown>).sort();
}

describe('load-user-profile', () => {
  it('needs an access token', async () => {
    const none = await server.app.inject({ url: PROFILE_URL });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      errors: { msg: 'Your session has expired. Please sign in again.', code: 'UNAUTHORIZED' },
    });
    const wrongScheme = await server.app.inject({
      url: PROFILE_URL,
      headers: { authorization: 'Basic abc' },
    });
    expect(wrongScheme.statusCode).toBe(401);
  });

  it('answers every field of the logged-in user, and no secretToken', async () => {
    const response = await get(PROFILE_URL, 'admin@demo.outlay.test');
    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    // Every required field, and nothing the contract does not declare (the optional language is
    // answered once the person has chosen one on their profile).
    expect(Object.keys(user)).toEqual(expect.arrayContaining(await requiredFields('LoggedInUser')));
    expect(await declaredFields('LoggedInUser')).toEqual(expect.arrayContaining(Object.keys(user)));
    expect(user).not.toHaveProperty('secretToken');
    expect(user).toMatchObject({
      id: 1001,
      userId: demoUserId('admin@demo.outlay.test'),
      email: 'admin@demo.outlay.test',
      firstName: 'Avery',
      lastName: 'Collins',
      role: 'admin',
      companyId: 1,
      isTwoFactorAuth: false,
      isTermsAndConditionsAccepted: true,
      legalRepresentative: true,
      passwordChangedStatus: 'DONE',
      isPhoneVerified: true,
      platformCurrency: { alphaCode: 'USD', numericCode: '840' },
      billingCurrency: { alphaCode: 'USD', numericCode: '840' },
      billingMethod: 'single_platform',
      EIN: '84-2719305',
      pendoMetadata: { account: { has_loans: true } },
      supported2FAMethods: ['EMAIL', 'OTP'],
    });
    expect(user.canadaProvinceList).toHaveLength(13);
    expect(user.usaProvinceList).toHaveLength(51);
    expect(user.bankList).toContainEqual({ id: 1, name: 'JPMorgan Chase Bank' });
  });

  it('answers each demo user with their own role and company', async () => {
    for (const demo of DEMO_USERS) {
      const response = await get(PROFILE_URL, demo.email);
      expect(response.statusCode, demo.email).toBe(200);
      expect(response.json()).toMatchObject({
        email: demo.email,
        role: demo.role,
        companyId: demo.companyId,
        isTermsAndConditionsAccepted: true,
        passwordChangedStatus: 'DONE',
        isPhoneVerified: true,
      });
    }
  });
});

describe('company-details', () => {
  it('needs an access token', async () => {
    expect((await server.app.inject({ url: COMPANY_URL })).statusCode).toBe(401);
  });

  it('answers every field and flag of the caller company', async () => {
    const response = await get(COMPANY_URL, 'employee@demo.outlay.test');
    expect(response.statusCode).toBe(200);
    const company = response.json<Record<string, unknown>>();
    expect(Object.keys(company).sort()).toEqual(await requiredFields('Company'));
    expect(company).toMatchObject({
      id: 1,
      name: 'Northwind Supply',
      countryCode: 'US',
      cardServiceType: 'stripe-us',
      displayCurrency: 'USD',
      availableSpent: 184250.75,
      legalRepresentativeConfirmed: true,
      companyAccountingIntegration: { id: 1, integration: { key: 'xero' } },
      isAccountingIntegrationAvailable: true,
      autoDebitFlowEnable: false,
    });
  });

  it('is scoped by the token: each admin sees only their company', async () => {
    const mexico = (await get(COMPANY_URL, 'mx.admin@demo.outlay.test')).json<
      Record<string, unknown>
    >();
    expect(mexico).toMatchObject({
      id: 2,
      countryCode: 'MX',
      cardServiceType: 'tutuka',
      displayCurrency: 'MXN',
      isSatMatchInvoicesAvailable: true,
    });
    const canada = (await get(COMPANY_URL, 'ca.admin@demo.outlay.test')).json<
      Record<string, unknown>
    >();
    expect(canada).toMatchObject({
      id: 3,
      cardServiceType: 'marqeta-canada',
      displayCurrency: 'CAD',
      autoDebitFlowEnable: true,
      isSatMatchInvoicesAvailable: false,
    });
  });
});

describe('demo companies', () => {
  it('cover the seven markets with their card services and currencies', async () => {
    const rows = await sqlRows<{
      country_code: string;
      card_service_type: string;
      display_currency: string;
    }>(
      server.db,
      // Other areas add companies of their own (self-funded, legal-representative demos).
      'SELECT country_code, card_service_type, display_currency FROM companies WHERE id = ANY($1) ORDER BY id',
      [DEMO_COMPANIES.map((company) => company.id)],
    );
    expect(rows).toEqual([
      { country_code: 'US', card_service_type: 'stripe-us', display_currency: 'USD' },
      { country_code: 'MX', card_service_type: 'tutuka', display_currency: 'MXN' },
      { country_code: 'CA', card_service_type: 'marqeta-canada', display_currency: 'CAD' },
      { country_code: 'GB', card_service_type: 'stripe-uk', display_currency: 'GBP' },
      { country_code: 'IE', card_service_type: 'stripe-eur', display_currency: 'EUR' },
      { country_code: 'BR', card_service_type: 'tutuka-brazil', display_currency: 'BRL' },
      { country_code: 'CO', card_service_type: 'tutuka-colombia', display_currency: 'COP' },
    ]);
  });
});
