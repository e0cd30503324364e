import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_DOCUMENTS } from '@outlay/rules';
import { API } from './support/sign-in.js';
import { latestMessage } from './support/signed-in-calls.js';
import {
  address,
  applicantsOf,
  companyDetails,
  companyForm,
  ownerships,
} from './support/sign-up.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();
const { accountAnswers, post, startApplication, verifiedApplicant } = applicantsOf(server);

const nextStepOf = (response: LightMyRequestResponse) =>
  response.json<{ nextStep: string | null }>().nextStep;

describe('create-account', () => {
  it('opens a session, texts a code, and completes the step once the code is verified', async () => {
    const applicant = await startApplication();
    const before = await applicant.call('GET', '/sign-up/application');
    expect(before.json()).toMatchObject({
      status: 'draft',
      completedSteps: [],
      nextStep: 'createAccount',
      account: { isPhoneVerified: false, countryCallingCode: '+52', over18: true },
    });
    const sms = await latestMessage(server.app, applicant.phone);
    expect(sms.channel).toBe('sms');
    const wrong = await applicant.call('POST', '/sign-up/verify-phone', {
      code: sms.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await applicant.call('POST', '/sign-up/verify-phone', { code: sms.code });
    expect(right.json()).toMatchObject({
      completedSteps: ['createAccount'],
      nextStep: 'companyForm',
    });
  });

  it("refuses a phone already used with the spec's words, in the applicant's language", async () => {
    const first = accountAnswers();
    await startApplication(first);
    const again = await post('/web/user/create-account', {
      ...accountAnswers(),
      phoneNumber: first.phoneNumber,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: {
        msg: 'This Phone number is already used.',
        code: 'PHONE_USED',
        fields: { phoneNumber: 'This Phone number is already used.' },
      },
    });
    // A seeded user's phone, written with other punctuation.
    const seeded = await post(
      '/web/user/create-account',
      { ...accountAnswers(), countryCallingCode: '+1', phoneNumber: '(415) 555-0132' },
      'es',
    );
    expect(seeded.json()).toMatchObject({
      errors: { msg: 'Este número de teléfono ya está en uso.' },
    });
  });

  it('refuses a used email, a weak password, a minor, a missing over-18 and an invalid phone', async () => {
    const first = accountAnswers();
    await startApplication(first);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: first.email.toUpperCase() }, 409, 'Email already subscribed.'],
      [{ password: 'weakpassword1' }, 400, 'The password must be 12 to 50 characters long'],
      [{ birthDate: '2010-01-01' }, 400, 'Applicants must be 18 or older'],
      [{ over18: false }, 400, 'Please confirm that you are over 18 years.'],
      [{ phoneNumber: '55 1234' }, 400, 'Please enter valid phone number.'],
    ];
    for (const [change, status, message] of cases) {
      const response = await post('/web/user/create-account', { ...accountAnswers(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json<{ errors: { msg: string } }>().errors.msg).toContain(message);
    }
  });
});

describe('the application, step by step', () => {
  it('saves every step, resumes at the first incomplete one, and submits with both agreements', async () => {
    const applicant = await verifiedApplicant();
    const form = await applicant.call('PUT', '/sign-up/company-form', companyForm);
    expect(nextStepOf(form)).toBe('companyDetails');
    // The company is now known by its legal name and country.
    const [company] = await sqlRows<{
      name: string;
      country_code: string;
      account_status: string;
    }>(
      server.db,
      `SELECT c.name, c.country_code, c.account_status FROM companies c JOIN users u ON u.company_id = c.id WHERE u.email = $1`,
      [applicant.email],
    );
    expect(company).toEqual({
      name: companyForm.legalName,
      country_code: 'MX',
      account_status: 'pending',
    });

    expect(
      nextStepOf(await applicant.call('PUT', '/sign-up/company-details', companyDetails)),
    ).toBe('ownerships');
    expect(nextStepOf(await applicant.call('PUT', '/sign-up/ownerships', ownerships))).toBe(
      'accountOwner',
    );
    expect(nextStepOf(await applicant.call('PUT', '/sign-up/account-owner', { role: 'CEO' }))).toBe(
      'bankAccounts',
    );

    // Reading it again (a reload, another sign-in) gives back everything entered.
    const resumed = (await applicant.call('GET', '/sign-up/application')).json<object>();
    expect(resumed).toMatchObject({
      nextStep: 'bankAccounts',
      companyForm,
      companyDetails,
      ownerships,
      accountOwner: { role: 'CEO' },
    });

    // The currency chosen is kept with the draft as it is chosen, before the step can be saved
    // (it needs an account), so a reload or a later sign-in shows it again; the step stays open.
    const chosen = await applicant.call('PUT', '/sign-up/bank-preferences', {
      bankLocation: 'MX',
      preferredStatementCurrency: 'USD',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(nextStepOf(chosen)).toBe('bankAccounts');
    expect((await applicant.call('GET', '/sign-up/application')).json()).toMatchObject({
      nextStep: 'bankAccounts',
      bankAccounts: { bankLocation: 'MX', preferredStatementCurrency: 'USD', accounts: [] },
    });

    const clabe = {
      account: {
        country: 'MX',
        institutionName: 'BBVA México',
        accountNumber: '012180001234567899',
      },
    };
    const added = await applicant.call('POST', '/sign-up/bank-account', clabe);
    expect(added.json()).toMatchObject({
      bankAccounts: {
        preferredStatementCurrency: 'USD',
        accounts: [{ source: 'manual', accountNumber: '••••7899', currency: 'MXN' }],
      },
    });
    const twice = await applicant.call('POST', '/sign-up/bank-account', clabe);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errors: { msg: 'This account is already attached.' } });

    const location = { bankLocation: 'MX', preferredStatementCurrency: 'MXN' };
    // A Mexican company's bank step needs its SAT credentials too.
    expect(nextStepOf(await applicant.call('PUT', '/sign-up/bank-accounts', location))).toBe(
      'bankAccounts',
    );
    const shortCiec = await applicant.call('POST', '/sign-up/add-fiscal-account', {
      rfc: 'TLE120514AB1',
      ciec: 'short',
    });
    expect(shortCiec.statusCode).toBe(400);
    const fiscal = await applicant.call('POST', '/sign-up/add-fiscal-account', {
      rfc: 'tle120514ab1',
      ciec: 'ciec-secreta',
    });
    expect(fiscal.json()).toMatchObject({
      nextStep: 'review',
      bankAccounts: { fiscalAccount: { rfc: 'TLE120514AB1', status: 'pending' } },
    });
    const [sealed] = await sqlRows<{ fiscal_ciec_sealed: string }>(
      server.db,
      `SELECT a.fiscal_ciec_sealed FROM sign_up_applications a JOIN users u ON u.id = a.user_id WHERE u.email = $1`,
      [applicant.email],
    );
    expect(sealed?.fiscal_ciec_sealed).not.toContain('ciec-secreta');

    const halfAgreed = await applicant.call('POST', '/sign-up/submit', {
      agreementAccepted: true,
      privacyPolicyAccepted: false,
    });
    expect(halfAgreed.statusCode).toBe(400);
    const submitted = await applicant.call('POST', '/sign-up/submit', {
      agreementAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(submitted.json()).toMatchObject({ status: 'submitted', nextStep: null });
    const late = await applicant.call('PUT', '/sign-up/account-owner', { role: 'CFO' });
    expect(late.statusCode).toBe(409);
  });

  it("holds a pending company's applicant to the wizard until the application is approved", async () => {
    const applicant = await startApplication();
    const holderId = (await applicant.call('GET', '/web/user/load-user-profile')).json<{
      userId: number;
      signUpStatus: string;
    }>();
    expect(holderId.signUpStatus).toBe('draft');
    // What an admin session reached before: a card with a limit, its number, the team, an
    // invitation of another admin, the SAT, the dashboard's entries.
    const attempts = [
      [
        'POST',
        '/web/cards/create-card',
        { holderId: holderId.userId, name: 'Travel', spendLimit: 100_000, limitPeriod: 'monthly' },
      ],
      ['POST', '/web/cards/reveal-card', { cardId: 1, actionCode: 'x' }],
      ['GET', '/web/cards/get-cards'],
      ['POST', '/web/user/invite-users', { users: [{ email: 'x@example.com', role: 'admin' }] }],
      ['POST', '/web/satws/account', { rfc: 'TLE120514AB1', password: 'ciec-secreta' }],
      ['POST', '/web/dashboard/transactions', { page: 0 }],
      ['GET', '/web/company/company-details'],
      ['GET', '/web/billing/billing-configuration'],
    ] as const;
    const refusedAll = async () => {
      for (const [method, path, payload] of attempts) {
        const response = await applicant.call(method === 'GET' ? 'GET' : 'POST', path, payload);
        expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
      }
    };
    await refusedAll();

    // The wizard's own calls still answer, and once submitted the application is in review:
    // still nothing else.
    const { code } = await latestMessage(server.app, applicant.phone);
    expect((await applicant.call('POST', '/sign-up/verify-phone', { code })).statusCode).toBe(200);
    for (const [path, answers] of [
      ['/sign-up/company-form', companyForm],
      ['/sign-up/company-details', companyDetails],
      ['/sign-up/ownerships', ownerships],
      ['/sign-up/account-owner', { role: 'CEO' }],
    ] as const) {
      expect((await applicant.call('PUT', path, answers)).statusCode).toBe(200);
    }
    await applicant.call('POST', '/sign-up/bank-account', {
      account: {
        country: 'MX',
        institutionName: 'BBVA México',
        accountNumber: '012180001234567899',
      },
    });
    await applicant.call('POST', '/sign-up/add-fiscal-account', {
      rfc: 'TLE120514AB1',
      ciec: 'ciec-secreta',
    });
    await applicant.call('PUT', '/sign-up/bank-accounts', {
      bankLocation: 'MX',
      preferredStatementCurrency: 'MXN',
    });
    const submitted = await applicant.call('POST', '/sign-up/submit', {
      agreementAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const inReview = await applicant.call('GET', '/web/user/load-user-profile');
    expect(inReview.json()).toMatchObject({ signUpStatus: 'submitted' });
    await refusedAll();

    // Approved, the applicant is the company's admin like any other (the session learns it
    // within its few seconds of caching).
    await sqlRows(
      server.db,
      `UPDATE companies SET account_status = 'active'
        WHERE id = (SELECT company_id FROM users WHERE email = $1)`,
      [applicant.email],
    );
    server.clock.advanceSeconds(3);
    const approved = await applicant.call('GET', '/web/user/load-user-profile');
    expect(approved.json()).not.toHaveProperty('signUpStatus');
    expect((await applicant.call('GET', '/web/company/company-details')).statusCode).toBe(200);
    expect((await applicant.call('GET', '/sign-up/application')).statusCode).toBe(404);
  });

  it('keeps steps in order: nothing after create-account before the phone is verified', async () => {
    const applicant = await startApplication();
    const early = await applicant.call('PUT', '/sign-up/company-form', companyForm);
    expect(early.statusCode).toBe(409);
    const verified = await verifiedApplicant();
    const skipped = await verified.call('PUT', '/sign-up/ownerships', ownerships);
    expect(skipped.statusCode).toBe(409);
  });

  it('checks the company per country: website, UK business types, tax id, addresses, monthly spend', async () => {
    const applicant = await verifiedApplicant();
    const badSite = await applicant.call('PUT', '/sign-up/company-form', {
      ...companyForm,
      website: 'not a site',
    });
    expect(Object.keys(badSite.json<{ errors: { fields: object } }>().errors.fields)).toEqual([
      'website',
    ]);
    const ukSole = await applicant.call('PUT', '/sign-up/company-form', {
      ...companyForm,
      country: 'GB',
      businessType: 'SOLE_PROPRIETORSHIP',
    });
    expect(ukSole.json()).toMatchObject({
      errors: { msg: 'In the UK we serve limited companies and LLPs only.' },
    });
    await applicant.call('PUT', '/sign-up/company-form', companyForm);

    const refusals: [Record<string, unknown>, string][] = [
      [{ taxId: '12-3456789' }, 'taxId'],
      [{ businessAddress: { ...address, postalCode: '0660' } }, 'businessAddress.postalCode'],
      [{ residentialAddress: { ...address, state: 'TX' } }, 'residentialAddress.state'],
      [{ formationYear: 2100 }, 'formationYear'],
    ];
    for (const [change, field] of refusals) {
      const response = await applicant.call('PUT', '/sign-up/company-details', {
        ...companyDetails,
        ...change,
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<{ errors: { fields: object } }>().errors.fields)).toContain(
        field,
      );
    }
    const tooMuch = await applicant.call('PUT', '/sign-up/company-details', {
      ...companyDetails,
      monthlyCardSpend: 1_000_000_000.01,
    });
    expect(tooMuch.statusCode).toBe(400);
    const taxId = await applicant.call(
      'PUT',
      '/sign-up/company-details',
      { ...companyDetails, taxId: 'TLE12051' },
      'es',
    );
    expect(taxId.json()).toMatchObject({
      errors: { msg: 'El RFC debe tener 12 letras y dígitos.' },
    });
    // The right shape, but a date no RFC can carry (the 30th of February).
    const notReal = await applicant.call(
      'PUT',
      '/sign-up/company-details',
      { ...companyDetails, taxId: 'TLE000230AB1' },
      'es',
    );
    expect(notReal.statusCode).toBe(400);
    expect(notReal.json()).toMatchObject({
      errors: { msg: 'Este RFC no existe: revisa que no tenga un error.' },
    });
  });

  it('checks ownership: a leader and an owner, ids unique, owners over 18', async () => {
    const applicant = await verifiedApplicant();
    await applicant.call('PUT', '/sign-up/company-form', companyForm);
    await applicant.call('PUT', '/sign-up/company-details', companyDetails);
    const noOwner = await applicant.call('PUT', '/sign-up/ownerships', {
      ...ownerships,
      owners: [],
    });
    expect(noOwner.statusCode).toBe(400);
    const owner = ownerships.owners[0];
    const sameId = await applicant.call('PUT', '/sign-up/ownerships', {
      ...ownerships,
      owners: [owner, { ...owner, ownershipPercent: 30, idNumber: 'hehl-880514' }],
    });
    expect(sameId.json()).toMatchObject({
      errors: {
        msg: 'This ID is already used.',
        fields: { 'owners.1.idNumber': 'This ID is already used.' },
      },
    });
    const notAdult = await applicant.call('PUT', '/sign-up/ownerships', {
      ...ownerships,
      owners: [{ ...owner, over18: false }],
    });
    expect(notAdult.json()).toMatchObject({
      errors: { msg: 'Please confirm that the user is over 18 years.' },
    });
  });
});

describe('a draft belongs to its applicant', () => {
  it('answers 401 without a session and 404 to a signed-in user with no application', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: `${API}/sign-up/application` });
    expect(anonymous.statusCode).toBe(401);
    const { callerFor } = await import('./support/signed-in-calls.js');
    const admin = await callerFor(server.app, 'admin@demo.outlay.test');
    const other = await admin.call('GET', '/sign-up/application');
    expect(other.statusCode).toBe(404);
  });
});

describe('what an applicant accepts', () => {
  it('serves the program agreement and the privacy policy as public pages to read', async () => {
    for (const [path, title] of [
      [SIGN_UP_DOCUMENTS.programAgreement, 'Outlay Card Program Agreement'],
      [SIGN_UP_DOCUMENTS.privacyPolicy, 'Outlay Privacy Policy'],
    ] as const) {
      // No token: the review step opens each in a new tab.
      const page = await server.app.inject({ url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<h1>${title}</h1>`);
    }
  });
});
