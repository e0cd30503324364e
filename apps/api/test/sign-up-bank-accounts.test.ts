// The sign-up's bank step (issue 17): an account linked through a provider's sandbox with the
// sign-up's own operations (the applicant's draft, not the company's admin calls), the same
// account refused twice however it arrives, numbers typed by hand judged by the check digits
// billing uses, and create-account's rate limit answered in the caller's language.
import { signUpLinkedAccount } from '@outlay/api-client/mocks/fixtures/sign-up';
import { DEFAULT_RATE_LIMITS } from '../src/config.js';
import { describe, expect, it } from 'vitest';
import { API } from './support/sign-in.js';
import { callerFor } from './support/signed-in-calls.js';
import { type Applicant, applicantsOf } from './support/sign-up.js';
import { suiteServer } from './support/suite-server.js';
import { startTestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();
const { applicantAtBankStep, verifiedApplicant } = applicantsOf(server, 'banks');

const WIDGET = `${API}/sandbox/bank-linking`;

interface Errors {
  errors: { msg: string; code?: string; fields?: Record<string, string> };
}
interface LinkedAccountShown {
  source: string;
  provider?: string;
  currency: string;
  accountNumber: string;
}
interface ApplicationShown {
  nextStep: string | null;
  bankAccounts: { accounts: LinkedAccountShown[] } | null;
}

/** Opens Belvo's widget for the applicant, signs in to a Mexican bank and shares every account. */
async function shareBelvoAccounts(
  applicant: Applicant,
  institutionId = 'bbva_mx_retail',
  which: (account: { id: string; type: string }) => boolean = () => true,
) {
  const token = await applicant.call('POST', '/sign-up/bank-link/link-token', { country: 'MX' });
  expect(token.statusCode, token.body).toBe(200);
  const { linkToken, provider } = token.json<{ linkToken: string; provider: string }>();
  expect(provider).toBe('belvo');
  const login = await server.app.inject({
    method: 'POST',
    url: `${WIDGET}/${linkToken}/login`,
    payload: { institutionId, username: 'bnk100', password: 'full' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { loginId, accounts } = login.json<{
    loginId: string;
    accounts: { id: string; type: string }[];
  }>();
  const complete = await server.app.inject({
    method: 'POST',
    url: `${WIDGET}/${linkToken}/complete`,
    payload: { loginId, accountIds: accounts.filter(which).map((account) => account.id) },
  });
  expect(complete.statusCode, complete.body).toBe(200);
  return complete.json<{ publicToken: string }>().publicToken;
}

const exchange = (applicant: Applicant, publicToken: string, lang = 'en') =>
  applicant.call('POST', '/sign-up/bank-link/exchange', { publicToken }, lang);

const applicationOf = async (applicant: Applicant) =>
  (await applicant.call('GET', '/sign-up/application')).json<ApplicationShown>();

describe('linking the bank through a provider', () => {
  it("adds the shared checking account to the application's bank details, once", async () => {
    const applicant = await applicantAtBankStep();
    const publicToken = await shareBelvoAccounts(applicant);
    const linked = await exchange(applicant, publicToken);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      provider: 'belvo',
      country: 'MX',
      institutionName: 'BBVA México',
      status: 'valid',
    });

    // The investment account was shared too, but only the checking account pays for cards.
    const application = await applicationOf(applicant);
    expect(application.bankAccounts?.accounts).toEqual([
      { ...signUpLinkedAccount, accountNumber: expect.stringMatching(/^••••\d{4}$/) as unknown },
    ]);
    // The step still needs the SAT credentials of a Mexican company.
    expect(application.nextStep).toBe('bankAccounts');

    // The same bank again: its account is attached already.
    const again = await exchange(applicant, await shareBelvoAccounts(applicant), 'es');
    expect(again.statusCode).toBe(409);
    expect(again.json<Errors>().errors.msg).toBe('Esta cuenta ya está vinculada.');

    // And typed by hand: the CLABE the provider gave is the same account.
    const [held] = await sqlRows<{ account_number: string }>(
      server.db,
      `SELECT a.account_number FROM linked_bank_accounts a
         JOIN users u ON u.company_id = a.company_id
        WHERE u.email = $1 AND a.type = 'depository'`,
      [applicant.email],
    );
    const typed = await applicant.call('POST', '/sign-up/bank-account', {
      account: { country: 'MX', accountNumber: held?.account_number },
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json<Errors>().errors.msg).toBe('This account is already attached.');
  });

  it("refuses a link that shares no checking or savings account, in the applicant's language", async () => {
    const applicant = await applicantAtBankStep();
    const investmentOnly = await shareBelvoAccounts(
      applicant,
      'banorte_mx_retail',
      (account) => account.type !== 'depository',
    );
    const refused = await exchange(applicant, investmentOnly, 'pt');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Errors>().errors.msg).toBe(
      'Compartilhe uma conta corrente ou poupança: os cartões são pagos a partir de uma delas.',
    );
    expect((await applicationOf(applicant)).bankAccounts).toBeNull();
  });

  it('completes the step with the SAT credentials, the linked account alone being enough', async () => {
    const applicant = await applicantAtBankStep();
    expect((await exchange(applicant, await shareBelvoAccounts(applicant))).statusCode).toBe(200);
    await applicant.call('POST', '/sign-up/add-fiscal-account', {
      rfc: 'TLE120514AB1',
      ciec: 'ciec-secreta',
    });
    const saved = await applicant.call('PUT', '/sign-up/bank-accounts', {
      bankLocation: 'MX',
      preferredStatementCurrency: 'MXN',
    });
    expect(saved.json<ApplicationShown>().nextStep).toBe('review');
  });

  it("is the applicant's own: not before the earlier steps, not another's token, not a company's admin", async () => {
    const early = await verifiedApplicant();
    const tooSoon = await early.call('POST', '/sign-up/bank-link/link-token', { country: 'MX' });
    expect(tooSoon.statusCode).toBe(409);

    // A public token works for the company whose widget made it only.
    const first = await applicantAtBankStep();
    const second = await applicantAtBankStep();
    const stolen = await exchange(second, await shareBelvoAccounts(first));
    expect(stolen.statusCode).toBe(400);
    expect((await applicationOf(second)).bankAccounts).toBeNull();

    // A country no provider links is refused by the contract.
    const britain = await first.call('POST', '/sign-up/bank-link/link-token', { country: 'GB' });
    expect(britain.statusCode).toBe(400);

    // A signed-in company's admin has no application to link a bank to.
    const admin = await callerFor(server.app, 'admin@demo.outlay.test');
    const notApplying = await admin.call('POST', '/sign-up/bank-link/link-token', {
      country: 'US',
    });
    expect(notApplying.statusCode).toBe(404);

    const anonymous = await server.app.inject({
      method: 'POST',
      url: `${API}/sign-up/bank-link/exchange`,
      payload: { publicToken: 'not a token' },
    });
    expect(anonymous.statusCode).toBe(401);

    // Once submitted, the bank step is closed.
    const submitted = await applicantAtBankStep();
    expect((await exchange(submitted, await shareBelvoAccounts(submitted))).statusCode).toBe(200);
    await submitted.call('POST', '/sign-up/add-fiscal-account', {
      rfc: 'TLE120514AB1',
      ciec: 'ciec-secreta',
    });
    await submitted.call('PUT', '/sign-up/bank-accounts', {
      bankLocation: 'MX',
      preferredStatementCurrency: 'MXN',
    });
    const sent = await submitted.call('POST', '/sign-up/submit', {
      agreementAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const late = await submitted.call('POST', '/sign-up/bank-link/link-token', { country: 'MX' });
    expect(late.statusCode).toBe(409);
  });
});

describe('numbers typed by hand', () => {
  it.each([
    [
      'a CLABE whose control digit does not add up',
      { country: 'MX', accountNumber: '012180001234567891' },
      'account.accountNumber',
      'CLABE is not valid. Check the digits.',
      'CLABE no es válido. Revisa los dígitos.',
    ],
    [
      'a CLABE of 17 digits',
      { country: 'MX', accountNumber: '01218000123456789' },
      'account.accountNumber',
      'CLABE has the wrong number of digits.',
      'CLABE tiene un número de dígitos incorrecto.',
    ],
    [
      'a routing number whose check digit does not add up',
      { country: 'US', routingNumber: '021000022', accountNumber: '123456789' },
      'account.routingNumber',
      'Routing number is not valid. Check the digits.',
      'Número de ruta no es válido. Revisa los dígitos.',
    ],
    [
      'a Canadian account without its transit number',
      { country: 'CA', institutionNumber: '003', accountNumber: '1234567' },
      'account.transitNumber',
      'Transit number: this field is required.',
      'Número de tránsito: este campo es obligatorio.',
    ],
  ])('refuses %s, beside its field', async (_name, account, field, english, spanish) => {
    const applicant = await applicantAtBankStep();
    const refused = await applicant.call('POST', '/sign-up/bank-account', { account });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Errors>().errors).toMatchObject({
      msg: english,
      fields: { [field]: english },
    });
    const inSpanish = await applicant.call('POST', '/sign-up/bank-account', { account }, 'es');
    expect(inSpanish.json<Errors>().errors.msg).toBe(spanish);
    expect((await applicationOf(applicant)).bankAccounts).toBeNull();
  });

  it.each([
    ['a CLABE', { country: 'MX', accountNumber: '032180000118359719' }, 'MXN', '••••9719'],
    [
      'US routing and account numbers',
      { country: 'US', routingNumber: '021000021', accountNumber: '000123456789' },
      'USD',
      '••••6789',
    ],
    [
      'Canadian institution, transit and account numbers',
      { country: 'CA', institutionNumber: '003', transitNumber: '00011', accountNumber: '1234567' },
      'CAD',
      '••••4567',
    ],
  ])('takes %s whose digits add up', async (_name, account, currency, masked) => {
    const applicant = await applicantAtBankStep();
    const added = await applicant.call('POST', '/sign-up/bank-account', { account });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<ApplicationShown>().bankAccounts?.accounts).toMatchObject([
      { source: 'manual', currency, accountNumber: masked },
    ]);
  });
});

describe("create-account's rate limit", () => {
  it("answers 429 in the caller's language once an address starts too many applications", async () => {
    const limit = DEFAULT_RATE_LIMITS.createAccount;
    expect(limit).toBeDefined();
    if (!limit) return;
    const limited = await startTestServer({
      db: server.db,
      config: { rateLimits: { createAccount: limit } },
    });
    const attempt = (ip: string, lang: string) =>
      limited.app.inject({
        method: 'POST',
        url: `${API}/web/user/create-account`,
        remoteAddress: ip,
        headers: { 'accept-language': lang },
        payload: { firstName: 'Lucía' },
      });
    try {
      for (let count = 0; count < limit.max; count += 1) {
        expect((await attempt('192.0.2.70', 'en')).statusCode).toBe(400);
      }
      const refused = await attempt('192.0.2.70', 'pt');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json<Errors>().errors).toMatchObject({
        code: 'RATE_LIMITED',
        msg: expect.stringMatching(/^Solicitações demais/) as unknown,
      });
      const spanish = await attempt('192.0.2.70', 'es');
      expect(spanish.json<Errors>().errors.msg).toMatch(/^Demasiadas solicitudes/);
      // Another address is not affected.
      expect((await attempt('192.0.2.71', 'en')).statusCode).toBe(400);
    } finally {
      await limited.app.close();
    }
  });
});
