// The auto-debit account's agreement (issue 18; spec part 1 §4.4, §7): a PAD agreement in Canada
// and Mexico, a Direct Debit Instruction in the UK, sent for signature through the e-signature
// sandbox; IN PROGRESS for five minutes after a request (moved through with a fake clock),
// DONE once signed, PENDING again once declined.
import { AGREEMENT_IN_PROGRESS_MS, agreementStatus } from '@outlay/rules';
import { padEnvelope } from '@outlay/api-client/mocks/fixtures/e-signature';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  type Schemas,
  accountById,
  adminFor,
  body,
  errorOf,
} from './support/autopay.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

type Signing = Schemas['AgreementSigning'];
type Envelope = Schemas['SandboxEnvelope'];

const SANDBOX = '/api/v2/sandbox/e-signature/envelopes';

const server = suiteServer();
let canada: Admin;
let uk: Admin;

beforeAll(async () => {
  canada = await adminFor(server, 'ca.admin@demo.outlay.test');
  uk = await adminFor(server, 'uk.admin@demo.outlay.test');
});

const requestSignature = (admin: Admin, accountId: number) =>
  admin.caller.call('POST', '/web/bank/user-agreement', { accountId });

/** The signing page's calls: public, the envelope id is the credential. */
const envelope = (id: string, lang?: string) =>
  server.app.inject({ url: `${SANDBOX}/${id}`, headers: lang ? { 'accept-language': lang } : {} });
const sign = (id: string, signature = 'Liam Tremblay') =>
  server.app.inject({
    method: 'POST',
    url: `${SANDBOX}/${id}/complete`,
    payload: { signature, consent: true },
  });
const decline = (id: string) =>
  server.app.inject({
    method: 'POST',
    url: `${SANDBOX}/${id}/decline`,
    payload: { reason: 'Wrong account' },
  });

const statusOf = async (admin: Admin, accountId: number) =>
  agreementStatus(await accountById(admin, accountId), server.clock.now());

describe('the five-minute window (fake clock)', () => {
  it('is IN PROGRESS from the request until five minutes have passed, then PENDING', async () => {
    expect(await statusOf(canada, 1)).toBe('PENDING');
    const first = body<Signing>(await requestSignature(canada, 1), 200);
    expect(first).toMatchObject({
      accountId: 1,
      agreement: 'PAD',
      reused: false,
      padRequestedAt: server.clock.now().toISOString(),
      signingUrl: `/client/sandbox/e-signature/${first.envelopeId}`,
    });
    expect(await statusOf(canada, 1)).toBe('IN_PROGRESS');

    server.clock.advance(AGREEMENT_IN_PROGRESS_MS - 1000);
    expect(await statusOf(canada, 1)).toBe('IN_PROGRESS');
    // Asked again within the window: the same signing page, the same request time.
    const again = body<Signing>(await requestSignature(canada, 1), 200);
    expect(again).toEqual({ ...first, reused: true });

    server.clock.advance(1000);
    expect(await statusOf(canada, 1)).toBe('PENDING');
    // After it: a new envelope replaces the old one, whose page no longer signs.
    const renewed = body<Signing>(await requestSignature(canada, 1), 200);
    expect(renewed.envelopeId).not.toBe(first.envelopeId);
    expect(renewed.reused).toBe(false);
    expect(body<Envelope>(await envelope(first.envelopeId), 200).status).toBe('voided');
    expect(errorOf(await sign(first.envelopeId), 409).msg).toBe(
      'This link seems to be expired or invalid.',
    );
    expect(await statusOf(canada, 1)).toBe('IN_PROGRESS');
  });
});

describe('the signing page', () => {
  it('shows the Canadian PAD agreement in the reader’s language, to the admin who asked', async () => {
    const { envelopeId } = body<Signing>(await requestSignature(canada, 1), 200);
    const en = body<Envelope>(await envelope(envelopeId), 200);
    expect(en).toMatchObject({
      status: 'sent',
      agreement: 'PAD',
      title: 'Pre-Authorized Debit (PAD) Agreement',
      signerName: 'Liam Tremblay',
      returnUrl: '/client/billing?step=sign&account=1',
      completedAt: null,
    });
    expect(en.paragraphs[0]).toContain('Maple Ridge Outfitters Ltd.');
    // Payor, payee, bank, account, currency and reference, as the mocks' envelope has them.
    expect(en.fields).toEqual(padEnvelope.fields);
    const es = body<Envelope>(await envelope(envelopeId, 'es'), 200);
    expect(es.title).toBe('Acuerdo de débito preautorizado (PAD)');
  });

  it('signing makes the PAD agreement DONE (padDocument), and the page signs once', async () => {
    const { envelopeId } = body<Signing>(await requestSignature(canada, 1), 200);
    const signed = body<Envelope>(await sign(envelopeId), 200);
    expect(signed).toMatchObject({
      status: 'completed',
      completedAt: server.clock.now().toISOString(),
    });
    const account = await accountById(canada, 1);
    expect(account.padDocument).toMatch(/^PAD-\d{8}-[0-9A-F]{8}\.pdf$/);
    expect(agreementStatus(account, server.clock.now())).toBe('DONE');
    expect(errorOf(await sign(envelopeId), 409).code).toBe('LINK_INVALID');
    // Nothing left to sign.
    expect(errorOf(await requestSignature(canada, 1), 409).msg).toBe(
      'This account’s agreement is signed already.',
    );
  });

  it('the UK signs a Direct Debit Instruction: DONE through its userAgreementId', async () => {
    const signing = body<Signing>(await requestSignature(uk, 3), 200);
    expect(signing.agreement).toBe('DDI');
    const page = body<Envelope>(await envelope(signing.envelopeId), 200);
    expect(page.title).toBe('Instruction to your bank or building society to pay by Direct Debit');
    expect(page.paragraphs[1]).toContain('Direct Debit Guarantee');
    body<Envelope>(await sign(signing.envelopeId, 'Oliver Hughes'), 200);
    const account = await accountById(uk, 3);
    expect(account.userAgreementId).toMatch(/^DDI-[0-9A-F]{8}$/);
    expect(account.padDocument).toBeNull();
    expect(agreementStatus(account, server.clock.now())).toBe('DONE');
  });

  it('declining ends the request: the agreement is PENDING again at once', async () => {
    // The bank cancelled the instruction: it is to be signed again.
    await sqlRows(
      server.db,
      `UPDATE autopay_bank_accounts
          SET user_agreement_id = NULL, pad_requested_at = NULL, agreement_envelope_id = NULL
        WHERE id = 3`,
    );
    const { envelopeId } = body<Signing>(await requestSignature(uk, 3), 200);
    expect(await statusOf(uk, 3)).toBe('IN_PROGRESS');
    expect(body<Envelope>(await decline(envelopeId), 200).status).toBe('declined');
    expect(await statusOf(uk, 3)).toBe('PENDING');
    expect((await sign(envelopeId)).statusCode).toBe(409);
  });

  it('leaving the page changes nothing: the request stays IN PROGRESS until its window ends', async () => {
    const { envelopeId } = body<Signing>(await requestSignature(uk, 3), 200);
    server.clock.advance(AGREEMENT_IN_PROGRESS_MS);
    expect(await statusOf(uk, 3)).toBe('PENDING');
    // A page left open still signs until a new request replaces it.
    body<Envelope>(await sign(envelopeId, 'Oliver Hughes'), 200);
    expect(await statusOf(uk, 3)).toBe('DONE');
  });

  it('answers 404 for an envelope that does not exist, 400 for an id that is not one', async () => {
    expect((await envelope('4f1c2d3e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await envelope('not-an-id')).statusCode).toBe(400);
    const blank = await server.app.inject({
      method: 'POST',
      url: `${SANDBOX}/4f1c2d3e-0000-4000-8000-000000000000/complete`,
      payload: { signature: '   ', consent: true },
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('what has no agreement', () => {
  it('refuses an account that does not pay automatically, and a US account', async () => {
    // The UK's account 4 is its fallback, not its auto-debit account.
    expect(errorOf(await requestSignature(uk, 4), 409).msg).toBe(
      'Only the account that pays GBP statements automatically needs an agreement.',
    );
    await sqlRows(
      server.db,
      `UPDATE autopay_bank_accounts SET region_flag = 'usa', pad_document = NULL WHERE id = 1`,
    );
    expect(errorOf(await requestSignature(canada, 1), 409).msg).toBe(
      'Accounts in the United States need no agreement.',
    );
  });

  it('never signs for another company’s account', async () => {
    expect(errorOf(await requestSignature(uk, 1), 404).msg).toBe(
      'This bank account is not one of your company’s.',
    );
  });
});
