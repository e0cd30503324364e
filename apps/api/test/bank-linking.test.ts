// Bank linking (issue 18; spec part 1 §7, part 2 §3): link tokens for the three providers'
// sandboxes, the widget's sign-in (success, refusal, a second step), the public token's
// one-time exchange for the normalised linked accounts, attaching one to AutoPay (and the
// duplicate), re-authorising an expired link, and the integration log.
import { BANK_LINK_CONSENT_DAYS } from '@outlay/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import {
  type Admin,
  type Schemas,
  accountById,
  adminFor,
  body,
  enableAutoDebitFlow,
  errorOf,
  freshActionCode,
} from './support/autopay.js';
import { callerFor } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

type LinkToken = Schemas['LinkToken'];
type Session = Schemas['SandboxLinkSession'];
type Login = Schemas['SandboxLoginResult'];
type BankLink = Schemas['BankLink'];

const WIDGET = '/api/v2/sandbox/bank-linking';
const DAY_MS = 24 * 60 * 60 * 1000;

const server = suiteServer();
let canada: Admin;

beforeAll(async () => {
  canada = await adminFor(server, 'ca.admin@demo.outlay.test');
});

const linkToken = async (admin: Admin, request: object) =>
  admin.caller.call('POST', '/web/bank-linking/link-token', request);

/** The widget's calls: public, the link token is the credential. */
const widget = {
  session: (token: string) => server.app.inject({ url: `${WIDGET}/${token}` }),
  login: (token: string, payload: object, lang?: string) =>
    server.app.inject({
      method: 'POST',
      url: `${WIDGET}/${token}/login`,
      payload,
      headers: lang ? { 'accept-language': lang } : {},
    }),
  mfa: (token: string, payload: object) =>
    server.app.inject({ method: 'POST', url: `${WIDGET}/${token}/mfa`, payload }),
  complete: (token: string, payload: object) =>
    server.app.inject({ method: 'POST', url: `${WIDGET}/${token}/complete`, payload }),
};

/** Opens a link for `country` as Maple Ridge's admin and signs in to the bank in the widget. */
async function signInToBank(
  country: string,
  signIn: { institutionId: string; username: string; password: string },
) {
  const { linkToken: token } = body<LinkToken>(await linkToken(canada, { country }), 200);
  return { token, login: body<Login>(await widget.login(token, signIn), 200) };
}

/** Links a bank through the widget as a user would; answers the link Outlay keeps. */
async function linkBank(
  admin: Admin,
  request: { country: string; provider?: string; linkId?: number },
  signIn: { institutionId: string; username: string; password: string; answer?: string },
) {
  const token = body<LinkToken>(await linkToken(admin, request), 200).linkToken;
  let login = body<Login>(await widget.login(token, signIn), 200);
  if (login.status === 'mfa') {
    login = body<Login>(
      await widget.mfa(token, { loginId: login.loginId, answer: signIn.answer }),
      200,
    );
  }
  const accountIds = login.accounts.map((account) => account.id);
  const { publicToken } = body<{ publicToken: string }>(
    await widget.complete(token, { loginId: login.loginId, accountIds }),
    200,
  );
  return body<BankLink>(
    await admin.caller.call('POST', '/web/bank-linking/exchange', { publicToken }),
    200,
  );
}

describe('link tokens and the widget', () => {
  it('opens each country’s provider, and refuses a provider that does not link its banks', async () => {
    const defaults = {
      US: 'plaid',
      CA: 'flinks',
      MX: 'belvo',
      BR: 'belvo',
      CO: 'belvo',
    } as const;
    for (const [country, provider] of Object.entries(defaults)) {
      const token = body<LinkToken>(await linkToken(canada, { country }), 200);
      expect(token).toMatchObject({ provider, country, mode: 'create' });
      expect(token.linkToken).toMatch(/^link-sandbox-[0-9a-f]{32}$/);
    }
    expect(
      body<LinkToken>(await linkToken(canada, { country: 'CA', provider: 'plaid' }), 200).provider,
    ).toBe('plaid');
    expect(errorOf(await linkToken(canada, { country: 'CA', provider: 'belvo' }), 400).msg).toBe(
      'This provider does not link banks of this country.',
    );
  });

  it('shows the provider’s banks and its test sign-ins', async () => {
    const { linkToken: token } = body<LinkToken>(await linkToken(canada, { country: 'CA' }), 200);
    const session = body<Session>(await widget.session(token), 200);
    expect(session).toMatchObject({
      provider: 'flinks',
      mode: 'create',
      companyName: 'Maple Ridge Outfitters Ltd.',
      institution: null,
    });
    expect(session.institutions.map((bank) => bank.name)).toContain('RBC Royal Bank');
    expect(session.credentials).toEqual([
      { username: 'Greatday', password: 'Everyday', outcome: 'success', answer: null },
      { username: 'Greatday', password: 'Challenge', outcome: 'mfa', answer: 'Montreal' },
    ]);
  });

  it('refuses a wrong password in the bank’s words, and an unknown or expired link token', async () => {
    const { linkToken: token } = body<LinkToken>(await linkToken(canada, { country: 'US' }), 200);
    const wrong = await widget.login(
      token,
      { institutionId: 'ins_56', username: 'user_good', password: 'nope' },
      'pt',
    );
    expect(errorOf(wrong, 400).msg).toBe(
      'O usuário ou a senha estão incorretos. Confira e tente novamente.',
    );
    const otherCountry = await widget.login(token, {
      institutionId: 'flinks_rbc',
      username: 'Greatday',
      password: 'Everyday',
    });
    expect(errorOf(otherCountry, 400).msg).toBe('Choose one of the banks listed.');
    expect((await widget.session(`link-sandbox-${'0'.repeat(32)}`)).statusCode).toBe(404);
    server.clock.advance(31 * 60_000);
    expect(errorOf(await widget.session(token), 404).msg).toBe(
      'This link seems to be expired or invalid.',
    );
  });

  it('asks the second step, and ends the sign-in after three wrong answers', async () => {
    canada = await adminFor(server, canada.email);
    const { token, login } = await signInToBank('CA', {
      institutionId: 'flinks_td',
      username: 'Greatday',
      password: 'Challenge',
    });
    expect(login).toMatchObject({
      status: 'mfa',
      mfa: { kind: 'question', prompt: 'What city were you born in?' },
      accounts: [],
    });
    for (const expected of [
      'That answer is incorrect. Try again.',
      'That answer is incorrect. Try again.',
      'Too many incorrect answers. Sign in to your bank again.',
    ]) {
      expect(
        errorOf(await widget.mfa(token, { loginId: login.loginId, answer: 'Toronto' }), 400).msg,
      ).toBe(expected);
    }
    const late = await widget.mfa(token, { loginId: login.loginId, answer: 'Montreal' });
    expect(errorOf(late, 400).msg).toBe('This sign-in has ended. Sign in to your bank again.');
  });
});

describe('linking, attaching and the duplicate', () => {
  it('exchanges the public token once for the link and its normalised accounts', async () => {
    const { token, login } = await signInToBank('US', {
      institutionId: 'ins_56',
      username: 'user_good',
      password: 'mfa_device',
    });
    const connected = body<Login>(
      await widget.mfa(token, { loginId: login.loginId, answer: '1234' }),
      200,
    );
    expect(connected.accounts.map((account) => account.name)).toEqual([
      'Business Checking',
      'Business Savings',
      'Business Credit Card',
    ]);
    const { publicToken } = body<{ publicToken: string }>(
      await widget.complete(token, {
        loginId: login.loginId,
        accountIds: connected.accounts.map((a) => a.id),
      }),
      200,
    );
    const link = body<BankLink>(
      await canada.caller.call('POST', '/web/bank-linking/exchange', { publicToken }),
      200,
    );
    expect(link).toMatchObject({
      provider: 'plaid',
      country: 'US',
      institutionName: 'Chase',
      status: 'valid',
      state: 'Linked',
    });
    expect(new Date(link.consentExpiresAt).getTime() - server.clock.now().getTime()).toBe(
      BANK_LINK_CONSENT_DAYS * DAY_MS,
    );
    expect(link.accounts[0]).toEqual({
      id: expect.any(Number) as number,
      name: 'Business Checking',
      institutionName: 'Chase',
      type: 'depository',
      accountType: 'checking',
      currency: 'USD',
      accountNumber: expect.stringMatching(/^••••\d{4}$/) as string,
    });
    // Once only, and only for the company that opened the widget.
    const again = await canada.caller.call('POST', '/web/bank-linking/exchange', { publicToken });
    expect(errorOf(again, 400).msg).toBe('This link seems to be expired or invalid.');
  });

  it('attaches a linked account to AutoPay at once (verified), and refuses it twice', async () => {
    await sqlRows(
      server.db,
      `UPDATE companies SET billing_method = 'split', billing_currency = 'USD' WHERE id = $1`,
      [COMPANY.canada],
    );
    const link = await linkBank(
      canada,
      { country: 'US', provider: 'plaid' },
      { institutionId: 'ins_109508', username: 'user_good', password: 'pass_good' },
    );
    const [checking, , card] = link.accounts;
    if (!checking || !card) throw new Error('no accounts');
    const attach = async (linkedAccountId: number, currency = 'USD') =>
      canada.caller.call('POST', '/web/bank/attach-bank-account', {
        linkedAccountId,
        currency,
        autoDebit: true,
        actionCode: await freshActionCode(server, canada, 'ATTACH_BANK_ACCOUNT'),
      });
    const attached = body<Schemas['AutopayAccountsChanged']>(await attach(checking.id), 200);
    expect(await accountById(canada, attached.accountId)).toMatchObject({
      currency: 'USD',
      autoDebit: true,
      autoDebitVerificationStatus: 'pending',
      source: 'linked',
      linkProvider: 'plaid',
      bankName: 'First Platypus Bank',
      flag: 'usa',
      routingNumber: '011401533',
      accountNumber: checking.accountNumber,
    });
    expect(errorOf(await attach(checking.id), 409).msg).toBe('This account is already attached.');
    expect(errorOf(await attach(card.id), 400).msg).toBe(
      'Statements are paid from a checking or savings account, not from a card or a loan.',
    );
    expect(errorOf(await attach(checking.id, 'CAD'), 400).msg).toBe(
      'This account holds USD. Choose an account in CAD.',
    );
  });

  it('links the same bank again as the same link, not a second one', async () => {
    canada = await adminFor(server, canada.email);
    const before = body<Schemas['BankLinks']>(
      await canada.caller.call('GET', '/web/bank-linking/links'),
      200,
    );
    const link = await linkBank(
      canada,
      { country: 'US', provider: 'plaid' },
      { institutionId: 'ins_109508', username: 'user_good', password: 'pass_good' },
    );
    const after = body<Schemas['BankLinks']>(
      await canada.caller.call('GET', '/web/bank-linking/links'),
      200,
    );
    expect(after.links).toHaveLength(before.links.length);
    expect(before.links.map((candidate) => candidate.id)).toContain(link.id);
  });
});

describe('re-authorisation', () => {
  it('the seeded RBC link’s consent has expired: its accounts wait for a reconnection', async () => {
    const { links } = body<Schemas['BankLinks']>(
      await canada.caller.call('GET', '/web/bank-linking/links'),
      200,
    );
    const rbc = links.find((link) => link.institutionName === 'RBC Royal Bank');
    expect(rbc).toMatchObject({ provider: 'flinks', status: 'invalid', state: 'PendingAuth' });
    const [chequing] = rbc?.accounts ?? [];
    if (!chequing) throw new Error('no RBC account');
    const attach = await canada.caller.call('POST', '/web/bank/attach-bank-account', {
      linkedAccountId: chequing.id,
      currency: 'CAD',
      autoDebit: false,
      actionCode: await freshActionCode(server, canada, 'ATTACH_BANK_ACCOUNT'),
    });
    expect(errorOf(attach, 409).msg).toBe(
      'The connection to RBC Royal Bank has expired. Reconnect it to use its accounts.',
    );
  });

  it('reconnects in update mode with the same bank user, and the link is current again', async () => {
    canada = await adminFor(server, canada.email);
    const token = body<LinkToken>(await linkToken(canada, { country: 'US', linkId: 1 }), 200);
    // The link's own provider and country, whatever was asked.
    expect(token).toMatchObject({ provider: 'flinks', country: 'CA', mode: 'update' });
    const session = body<Session>(await widget.session(token.linkToken), 200);
    expect(session).toMatchObject({
      mode: 'update',
      institution: { id: 'flinks_rbc', name: 'RBC Royal Bank' },
    });
    const otherBank = await widget.login(token.linkToken, {
      institutionId: 'flinks_td',
      username: 'Greatday',
      password: 'Everyday',
    });
    expect(otherBank.statusCode).toBe(400);

    const link = await linkBank(
      canada,
      { country: 'CA', linkId: 1 },
      { institutionId: 'flinks_rbc', username: 'Greatday', password: 'Everyday' },
    );
    expect(link).toMatchObject({ id: 1, status: 'valid', state: 'Linked' });

    // 90 days on, the consent runs out again.
    server.clock.advance(BANK_LINK_CONSENT_DAYS * DAY_MS);
    canada = await adminFor(server, canada.email);
    const { links } = body<Schemas['BankLinks']>(
      await canada.caller.call('GET', '/web/bank-linking/links'),
      200,
    );
    expect(links.find((candidate) => candidate.id === 1)?.state).toBe('PendingAuth');
  });

  it('refuses to re-authorise another company’s link', async () => {
    await enableAutoDebitFlow(server, COMPANY.uk);
    const uk = await adminFor(server, 'uk.admin@demo.outlay.test');
    expect((await linkToken(uk, { country: 'CA', linkId: 1 })).statusCode).toBe(404);
    const { links } = body<Schemas['BankLinks']>(
      await uk.caller.call('GET', '/web/bank-linking/links'),
      200,
    );
    expect(links).toEqual([]);
  });
});

describe('the integration log', () => {
  it('keeps every step, newest first, with whether it succeeded and why not', async () => {
    const log = body<Schemas['BankLinkingLog']>(
      await canada.caller.call('GET', '/web/bank-linking/logs', undefined, { lang: 'es' }),
      200,
    );
    const [newest] = log.entries;
    expect(newest).toMatchObject({ provider: 'flinks', event: 'linkReauthorised', succeed: true });
    const failures = log.entries.filter((entry) => !entry.succeed);
    expect(failures.map((entry) => entry.detail)).toContain(
      'El usuario o la contraseña son incorrectos. Revísalos e inténtalo de nuevo.',
    );
    expect(failures.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['credentialsSubmitted', 'mfaAnswered']),
    );
    expect(log.entries.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['linkTokenCreated', 'accountsShared', 'linkCreated']),
    );
    expect(log.entries.length).toBeLessThanOrEqual(50);
  });

  it('is an admin’s, like every bank-linking call', async () => {
    const manager = await callerFor(server.app, 'ca.manager@demo.outlay.test');
    for (const [method, path] of [
      ['GET', '/web/bank-linking/logs'],
      ['GET', '/web/bank-linking/links'],
      ['POST', '/web/bank-linking/link-token'],
      ['POST', '/web/bank-linking/exchange'],
    ] as const) {
      const response = await manager.call(method, path, method === 'POST' ? {} : undefined);
      expect(response.statusCode, path).toBe(404);
    }
  });
});
