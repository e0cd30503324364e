// The endpoints the signed-in shell reads: billing configuration and statement period, the top
// banner, autopay bank accounts, legal documents and the support chat's user lookup.
import { autopayAccount } from '@outlay/api-client/mocks/fixtures/banking';
import { describe, expect, it } from 'vitest';
import { statementPeriod } from '../src/billing/statement-period.js';
import { API } from './support/sign-in.js';
import { bearerTokens } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const BILLING_URL = `${API}/web/billing/billing-configuration`;
const BANNER_URL = `${API}/web/company/top-banner`;
const BANK_URL = `${API}/banking-service/custom-bank-account`;
const LEGAL_URL = `${API}/web/legal-documents`;
const SUPPORT_URL = `${API}/web/support-widget/user-lookup`;

const server = suiteServer();

const { tokenFor, get } = bearerTokens(server);

describe('statement period', () => {
  it.each([
    ['2026-03-02', 1, '2026-03-01', '2026-03-31'],
    ['2026-03-01', 1, '2026-03-01', '2026-03-31'],
    ['2026-03-02', 15, '2026-02-15', '2026-03-14'],
    ['2026-03-15', 15, '2026-03-15', '2026-04-14'],
    ['2026-01-10', 15, '2025-12-15', '2026-01-14'],
    ['2026-02-28', 28, '2026-02-28', '2026-03-27'],
    ['2024-02-29', 1, '2024-02-01', '2024-02-29'],
  ])('on %s with cycles from day %i runs %s to %s', (today, day, startDate, endDate) => {
    expect(statementPeriod(new Date(`${today}T12:00:00Z`), day)).toEqual({ startDate, endDate });
  });
});

describe('billing-configuration', () => {
  it('gives every role the billing set-up and the current statement period', async () => {
    for (const email of ['admin@demo.outlay.test', 'employee@demo.outlay.test']) {
      const response = await get(BILLING_URL, email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        billingMethod: 'single_platform',
        nextBillingMethod: 'single_platform',
        platformCurrency: { alphaCode: 'USD', numericCode: '840' },
        billingCurrency: { alphaCode: 'USD', numericCode: '840' },
        statementPeriod: { startDate: '2026-03-01', endDate: '2026-03-31' },
      });
    }
  });

  it("follows the company's cycle day (Canada's statements start on the 15th)", async () => {
    const response = await get(BILLING_URL, 'ca.admin@demo.outlay.test');
    expect(response.json()).toMatchObject({
      platformCurrency: { alphaCode: 'CAD', numericCode: '124' },
      statementPeriod: { startDate: '2026-02-15', endDate: '2026-03-14' },
    });
  });
});

describe('top-banner', () => {
  it('shows the billing banner to the admin it is meant for, in their language', async () => {
    const en = await get(BANNER_URL, 'admin@demo.outlay.test');
    expect(en.json()).toEqual({
      message:
        'Your latest statement is ready. Pay the amount due by the due date to keep every card active.',
      buttonText: 'Go to Billing',
      actionData: { kind: 'billing' },
    });
    const es = await get(BANNER_URL, 'admin@demo.outlay.test', 'es-MX');
    expect(es.json()).toMatchObject({ buttonText: 'Ir a Facturación' });
  });

  it('answers a null message when there is nothing for the user', async () => {
    const response = await get(BANNER_URL, 'manager@demo.outlay.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: null, buttonText: null, actionData: null });
  });

  it('offers AutoPay enrolment only to a company that can enrol (no auto-debit flow, no banner)', async () => {
    // Mexico's seeded enrolment banner waits for its auto-debit flow, which is off.
    const response = await get(BANNER_URL, 'mx.admin@demo.outlay.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: null, buttonText: null, actionData: null });
  });

  it('marks the AutoPay enrolment banner so the app can tag it NEW, once the flow is on', async () => {
    const flag = `'{"autoDebitFlowEnable": true}'::jsonb`;
    await sqlRows(
      server.db,
      `UPDATE companies SET feature_flags = feature_flags || ${flag} WHERE id = 2`,
    );
    try {
      const response = await get(BANNER_URL, 'mx.admin@demo.outlay.test');
      expect(response.json()).toMatchObject({
        buttonText: 'Enroll in AutoPay',
        actionData: { kind: 'autopayEnrollment' },
      });
    } finally {
      await sqlRows(
        server.db,
        `UPDATE companies SET feature_flags = feature_flags - 'autoDebitFlowEnable' WHERE id = 2`,
      );
    }
  });

  it('stops showing a banner once its window has ended', async () => {
    await sqlRows(server.db, `UPDATE top_banners SET ends_at = $1 WHERE company_id = 1`, [
      new Date('2026-03-01T00:00:00Z'),
    ]);
    const response = await get(BANNER_URL, 'admin@demo.outlay.test');
    expect(response.json()).toMatchObject({ message: null });
    await sqlRows(server.db, `UPDATE top_banners SET ends_at = NULL WHERE company_id = 1`);
  });
});

describe('banking-service custom-bank-account', () => {
  it('lists the Canadian accounts by currency, account numbers masked', async () => {
    const response = await get(BANK_URL, 'ca.admin@demo.outlay.test');
    expect(response.statusCode).toBe(200);
    const { currencies } = response.json<{
      currencies: { currency: string; accounts: Record<string, unknown>[] }[];
    }>();
    expect(currencies.map((entry) => entry.currency)).toEqual(['CAD']);
    // The mocks' Canadian account is the seed's, as the server lists it.
    expect(currencies[0]?.accounts).toEqual([
      autopayAccount(),
      expect.objectContaining({ id: 2, autoDebitVerificationStatus: 'rejected', autoDebit: false }),
    ]);
  });

  it('lists a billed currency with no account as empty, and never another company’s', async () => {
    await sqlRows(
      server.db,
      `UPDATE companies SET billing_method = 'split', billing_currency = 'USD' WHERE id = 4`,
    );
    const response = await get(BANK_URL, 'uk.admin@demo.outlay.test');
    expect(response.json()).toEqual({
      currencies: [
        {
          currency: 'GBP',
          accounts: [
            expect.objectContaining({ id: 3, flag: 'uk', accountNumber: '••••6819' }),
            expect.objectContaining({
              id: 4,
              autoDebit: false,
              companyBankAccountFallback: { phoneNumber: '+447700900123' },
            }),
          ],
        },
        { currency: 'USD', accounts: [] },
      ],
    });
    await sqlRows(
      server.db,
      `UPDATE companies SET billing_method = 'single_platform', billing_currency = 'GBP' WHERE id = 4`,
    );
  });

  it('is not there for a company without the auto-debit flow, or for a manager', async () => {
    for (const email of ['admin@demo.outlay.test', 'ca.manager@demo.outlay.test']) {
      const response = await get(BANK_URL, email);
      expect(response.statusCode, email).toBe(404);
    }
  });
});

describe('legal-documents', () => {
  it('lists the documents in order, titled in the caller’s language', async () => {
    const en = await get(LEGAL_URL, 'employee@demo.outlay.test');
    const { items } = en.json<{ items: { name: string; title: string; downloadLink: string }[] }>();
    expect(items.map((item) => [item.name, item.title])).toEqual([
      ['platform-agreement', 'Terms of Service'],
      ['privacy-policy', 'Privacy Policy'],
      ['cardholder-terms', 'Cardholder Agreement'],
    ]);
    // Each link opens Outlay's own document as a page a screen reader reads, without a token.
    for (const item of items) {
      const page = await server.app.inject({ url: item.downloadLink });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toMatch(/<h1>Outlay [^<]+<\/h1>/);
    }
    const pt = await get(LEGAL_URL, 'employee@demo.outlay.test', 'pt-BR');
    expect(pt.json<{ items: { title: string }[] }>().items[0]?.title).toBe('Termos de serviço');
  });
});

describe('support-widget user-lookup', () => {
  const post = async (email: string, body: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: SUPPORT_URL,
      headers: { authorization: `Bearer ${await tokenFor(email)}` },
      payload: body,
    });

  it('stores the caller as the support contact, and updates it on the next call', async () => {
    const first = await post('bookkeeper@demo.outlay.test', {
      name: 'Priya Natarajan',
      email: 'Bookkeeper@demo.outlay.test',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      name: 'Priya Natarajan',
      email: 'bookkeeper@demo.outlay.test',
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
    server.clock.advanceSeconds(30);
    const second = await post('bookkeeper@demo.outlay.test', {
      name: 'Priya N.',
      email: 'bookkeeper@demo.outlay.test',
    });
    expect(second.json()).toMatchObject({
      name: 'Priya N.',
      updatedAt: '2026-03-02T10:00:30.000Z',
    });
    const rows = await sqlRows(server.db, 'SELECT name FROM support_contacts WHERE user_id = 1003');
    expect(rows).toEqual([{ name: 'Priya N.' }]);
  });

  it('refuses to name anyone but the caller', async () => {
    const response = await post('employee@demo.outlay.test', {
      name: 'Avery Collins',
      email: 'admin@demo.outlay.test',
    });
    expect(response.statusCode).toBe(400);
    const rows = await sqlRows(server.db, 'SELECT 1 FROM support_contacts WHERE user_id = 1001');
    expect(rows).toEqual([]);
  });
});
