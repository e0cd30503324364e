import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import {
  type Caller,
  callerFor,
  latestMessage,
  wrongCodeFor,
  callersFrom,
} from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();

const callers = callersFrom(server, '203.0.113', 101);
const freshCaller = callers.newUser;

const profileOf = async (caller: Caller) =>
  (await caller.call('GET', '/web/user/load-user-profile')).json<Record<string, unknown>>();

describe('password-changed status', () => {
  it('records the dismissed expiration prompt once (NO → WARN_SENT)', async () => {
    const { user, caller } = await freshCaller({ overrides: { password_changed_status: 'NO' } });
    const body = { userId: user.publicId, status: 'WARN_SENT' };
    const first = await caller.call('PATCH', '/web/user/update-password-changed-status', body);
    expect(first.json()).toEqual({ passwordChangedStatus: 'WARN_SENT' });
    expect(await profileOf(caller)).toMatchObject({ passwordChangedStatus: 'WARN_SENT' });
    const again = await caller.call('PATCH', '/web/user/update-password-changed-status', body);
    expect(again.statusCode).toBe(409);
  });

  it('cannot be set to DONE or for someone else', async () => {
    const { user, caller } = await freshCaller({
      overrides: { password_changed_status: 'MANDATORY_CHANGE_REQUIRED' },
    });
    const done = await caller.call('PATCH', '/web/user/update-password-changed-status', {
      userId: user.publicId,
      status: 'DONE',
    });
    expect(done.statusCode).toBe(400);
    const { user: other } = await freshCaller({ overrides: { password_changed_status: 'NO' } });
    const foreign = await caller.call('PATCH', '/web/user/update-password-changed-status', {
      userId: other.publicId,
      status: 'WARN_SENT',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('terms, in-house', () => {
  it('lists the package, serves each PDF, and accepts only all of it', async () => {
    const { caller } = await freshCaller({
      overrides: { is_terms_and_conditions_accepted: false },
    });
    const config = await caller.call('GET', '/web/user/agreement-config');
    expect(config.json()).toMatchObject({ agreementProvider: 'in-house' });
    const items = (await caller.call('GET', '/web/user/document-package')).json<{
      data: { items: { id: string; documentName: string; documentLink: string }[] };
    }>().data.items;
    expect(items.map((item) => item.documentName)).toEqual([
      'Platform Agreement',
      'Privacy Policy',
      'Cardholder Terms',
    ]);
    for (const item of items) {
      const pdf = await server.app.inject({ method: 'GET', url: item.documentLink });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }

    const some = await caller.call('POST', '/web/user/terms-and-conditions-consent', {
      agreementProvider: 'in-house',
      documentIds: [items[0]?.id],
    });
    expect(some.statusCode).toBe(409);
    expect(await profileOf(caller)).toMatchObject({ isTermsAndConditionsAccepted: false });
    const all = await caller.call('POST', '/web/user/terms-and-conditions-consent', {
      agreementProvider: 'in-house',
      documentIds: items.map((item) => item.id),
    });
    expect(all.json()).toEqual({ isTermsAndConditionsAccepted: true });
    expect(await profileOf(caller)).toMatchObject({ isTermsAndConditionsAccepted: true });
    const stored = await sqlRows(
      server.db,
      'SELECT document_id, document_version FROM terms_consents',
    );
    expect(stored.length).toBeGreaterThanOrEqual(3);
  });
});

describe('terms, click-wrap', () => {
  it('is accepted only once the provider holds the signature', async () => {
    const { user, caller } = await freshCaller({
      overrides: { is_terms_and_conditions_accepted: false, agreement_provider: 'clickwrap' },
    });
    const config = (await caller.call('GET', '/web/user/agreement-config')).json<{
      agreementProvider: string;
      accessId: string;
      groupKey: string;
      signerId: string;
    }>();
    expect(config).toMatchObject({ agreementProvider: 'clickwrap', signerId: user.publicId });

    const group = await server.app.inject({
      method: 'GET',
      url: `/api/v2/clickwrap/contract-data?accessId=${config.accessId}&groupKey=${config.groupKey}`,
    });
    const contracts = group.json<{
      contract_data: Record<string, { download_url: string; title: string }>;
    }>().contract_data;
    expect(Object.values(contracts).map((contract) => contract.title)).toEqual([
      'Platform Agreement',
      'Privacy Policy',
      'E-Sign Consent',
    ]);
    for (const contract of Object.values(contracts)) {
      const pdf = await server.app.inject({ method: 'GET', url: contract.download_url });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.toString('latin1')).toContain('/Type /Catalog');
    }

    const early = await caller.call('POST', '/web/user/terms-and-conditions-consent', {
      agreementProvider: 'clickwrap',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errors: { msg: 'Please agree to every document first.' },
    });

    const signed = await caller.call('POST', '/clickwrap/contracts-signed', {
      accessId: config.accessId,
      groupKey: config.groupKey,
      signerId: config.signerId,
    });
    expect(signed.json()).toMatchObject({ signerId: user.publicId, groupKey: config.groupKey });
    const accepted = await caller.call('POST', '/web/user/terms-and-conditions-consent', {
      agreementProvider: 'clickwrap',
    });
    expect(accepted.json()).toEqual({ isTermsAndConditionsAccepted: true });
  });

  it('answers 404 for an unknown group or document', async () => {
    const group = await server.app.inject({
      method: 'GET',
      url: '/api/v2/clickwrap/contract-data?accessId=outlay-sandbox-site&groupKey=nope',
    });
    expect(group.statusCode).toBe(404);
    const pdf = await server.app.inject({
      method: 'GET',
      url: '/api/sandbox/clickwrap/outlay-sandbox-site/platform-agreement-v1999-01.pdf',
    });
    expect(pdf.statusCode).toBe(404);
  });
});

describe('legal representative', () => {
  it('is confirmed by an admin who says they are it', async () => {
    const { user, caller } = await freshCaller({ role: 'admin' });
    // The gate's question: the company has no owner yet (a company without one is unconfirmed).
    await sqlRows(
      server.db,
      'UPDATE companies SET legal_representative_confirmed = false WHERE id = 1',
    );
    await sqlRows(server.db, 'UPDATE users SET legal_representative = false WHERE company_id = 1');
    const notMe = await caller.call('POST', '/web/company/confirm-legal-representative', {
      userId: user.publicId,
      companyId: user.companyId,
      isAdminLegalRepresentative: false,
    });
    expect(notMe.json()).toEqual({
      legalRepresentative: false,
      legalRepresentativeConfirmed: false,
    });
    const me = await caller.call('POST', '/web/company/confirm-legal-representative', {
      userId: user.publicId,
      companyId: user.companyId,
      isAdminLegalRepresentative: true,
    });
    expect(me.json()).toEqual({ legalRepresentative: true, legalRepresentativeConfirmed: true });
    const company = await caller.call('GET', '/web/company/company-details');
    expect(company.json()).toMatchObject({ legalRepresentativeConfirmed: true });
    expect(await profileOf(caller)).toMatchObject({ legalRepresentative: true });
  });

  it('is refused to other roles and for another company', async () => {
    const { user, caller } = await freshCaller({ role: 'manager' });
    const manager = await caller.call('POST', '/web/company/confirm-legal-representative', {
      userId: user.publicId,
      companyId: user.companyId,
      isAdminLegalRepresentative: true,
    });
    expect(manager.statusCode).toBe(404);
    const { user: admin, caller: adminCaller } = await freshCaller({ role: 'admin' });
    const otherCompany = await adminCaller.call(
      'POST',
      '/web/company/confirm-legal-representative',
      {
        userId: admin.publicId,
        companyId: 2,
        isAdminLegalRepresentative: true,
      },
    );
    expect(otherCompany.statusCode).toBe(404);
  });
});

describe('phone verification', () => {
  const unverified = { overrides: { is_phone_verified: false, is_phone_number_personal: true } };

  async function signConsent(caller: Caller) {
    const config = (await caller.call('GET', '/web/user/phone-verification-config')).json<{
      accessId: string;
      groupKey: string;
      signerId: string;
    }>();
    const { accessId, groupKey, signerId } = config;
    const signed = await caller.call('POST', '/clickwrap/contracts-signed', {
      accessId,
      groupKey,
      signerId,
    });
    expect(signed.statusCode).toBe(200);
  }

  it('has a config with the consent agreement and where verification applies', async () => {
    const { user, caller } = await freshCaller(unverified);
    const config = await caller.call('GET', '/web/user/phone-verification-config');
    expect(config.json()).toEqual({
      accessId: 'outlay-sandbox-site',
      groupId: 4102,
      groupKey: 'outlay-phone-consent',
      signerId: user.publicId,
      enabledCompanyIds: [],
      countryCodes: ['US', 'MX', 'CO', 'BR'],
    });
  });

  it('texts a code once consent is signed, and verifies the phone with it', async () => {
    const { caller } = await freshCaller({ ...unverified, phoneNumber: '4155550123' });
    const early = await caller.call('POST', '/web/user/phone-verification-code');
    expect(early.statusCode).toBe(409);
    await signConsent(caller);
    const sent = await caller.call('POST', '/web/user/phone-verification-code');
    expect(sent.json()).toMatchObject({
      msg: 'Code sent successfully',
      resendAfterSeconds: 30,
      maskedPhone: '+1 415*****23',
    });
    const tooSoon = await caller.call('POST', '/web/user/phone-verification-code');
    expect(tooSoon.statusCode).toBe(429);
    const sms = await latestMessage(server.app, '14155550123');
    const code = sms.code ?? '';
    const wrong = await caller.call('POST', '/web/user/verify-phone-number', {
      code: wrongCodeFor(code),
    });
    expect(wrong.statusCode).toBe(400);
    const right = await caller.call('POST', '/web/user/verify-phone-number', { code });
    expect(right.json()).toEqual({ msg: 'Your phone number is verified.' });
    expect(await profileOf(caller)).toMatchObject({ isPhoneVerified: true });
    const again = await caller.call('POST', '/web/user/verify-phone-number', { code });
    expect(again.statusCode).toBe(404);
  });

  it('turns verification off after five wrong codes, answering 404', async () => {
    const { caller } = await freshCaller({ ...unverified, phoneNumber: '4155550777' });
    await signConsent(caller);
    await caller.call('POST', '/web/user/phone-verification-code');
    const code = (await latestMessage(server.app, '14155550777')).code ?? '';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await caller.call('POST', '/web/user/verify-phone-number', {
        code: wrongCodeFor(code),
      });
      expect(wrong.statusCode).toBe(400);
    }
    const fifth = await caller.call('POST', '/web/user/verify-phone-number', {
      code: wrongCodeFor(code),
    });
    expect(fifth.statusCode).toBe(404);
    expect(fifth.json()).toMatchObject({
      errors: { msg: expect.stringMatching(/^Too many incorrect codes/) as unknown },
    });
    expect(await profileOf(caller)).toMatchObject({
      isPhoneVerificationDisabledByMaxAttempts: true,
      isPhoneVerified: false,
    });
  });

  it('texts no code where verification does not apply (a Canadian company)', async () => {
    const { caller } = await freshCaller({ ...unverified, companyId: COMPANY.canada });
    await signConsent(caller);
    const sent = await caller.call('POST', '/web/user/phone-verification-code');
    expect(sent.statusCode).toBe(404);
  });

  it('marks the phone as not personal, after which there is nothing to verify', async () => {
    const { caller } = await freshCaller(unverified);
    const response = await caller.call('POST', '/web/user/set-phone-non-personal');
    expect(response.json()).toEqual({
      msg: 'Noted: this is not your personal phone number. To update it, please contact customer support.',
    });
    expect(await profileOf(caller)).toMatchObject({ isPhoneNumberPersonal: false });
    await signConsent(caller);
    expect((await caller.call('POST', '/web/user/phone-verification-code')).statusCode).toBe(404);
  });
});

describe('the demo gate users', () => {
  it.each([
    ['pw.mandatory@demo.outlay.test', { passwordChangedStatus: 'MANDATORY_CHANGE_REQUIRED' }],
    ['pw.expiring@demo.outlay.test', { passwordChangedStatus: 'NO' }],
    [
      'terms.clickwrap@demo.outlay.test',
      { isTermsAndConditionsAccepted: false, agreementProvider: 'clickwrap' },
    ],
    [
      'terms.inhouse@demo.outlay.test',
      { isTermsAndConditionsAccepted: false, agreementProvider: 'in-house' },
    ],
    ['legalrep@demo.outlay.test', { role: 'admin', legalRepresentative: false }],
    ['phone@demo.outlay.test', { isPhoneVerified: false, isPhoneNumberPersonal: true }],
    [
      'cardorder@demo.outlay.test',
      { startPhysicalCardCreationAfterLogin: true, cardHolderStatus: 'active' },
    ],
  ])('%s signs in with the demo password in its gate state', async (email, expected) => {
    server.clock.advanceSeconds(31);
    const caller = await callers.as(email);
    expect(await profileOf(caller)).toMatchObject({
      email,
      passwordChangedStatus: expect.any(String) as unknown,
      ...expected,
    });
  });

  it('legalrep@ belongs to a company whose representative is unconfirmed', async () => {
    const caller = await callerFor(server.app, 'legalrep@demo.outlay.test', '203.0.113.250');
    const company = await caller.call('GET', '/web/company/company-details');
    expect(company.json()).toMatchObject({ legalRepresentativeConfirmed: false });
  });
});
