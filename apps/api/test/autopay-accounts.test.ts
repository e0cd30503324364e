// AutoPay accounts (issue 18; spec part 1 §3.4, §4.4, §5, §7, §8): attaching by hand by each
// country's rules (check digits where they exist), the background verification and its
// statuses, duplicates, the fallback and auto-debit accounts, the action code each change
// spends, and role and company on every call.
import { withClabeCheckDigit } from '@outlay/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import {
  type Admin,
  type Schemas,
  accountById,
  accountsOf,
  adminFor,
  attachByHand,
  body,
  enableAutoDebitFlow,
  errorOf,
  freshActionCode,
} from './support/autopay.js';
import { callerFor } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

type Changed = Schemas['AutopayAccountsChanged'];

const server = suiteServer();
let canada: Admin;
let uk: Admin;

beforeAll(async () => {
  // Canada pays CAD and USD statements (split billing): a US-dollar account may be held at a
  // US bank or at a Canadian one.
  await sqlRows(
    server.db,
    `UPDATE companies SET billing_method = 'split', billing_currency = 'USD' WHERE id = $1`,
    [COMPANY.canada],
  );
  canada = await adminFor(server, 'ca.admin@demo.outlay.test');
  uk = await adminFor(server, 'uk.admin@demo.outlay.test');
});

/** Canadian details; TD Canada Trust's branch 00123 unless another is named. */
const canadian = (accountNumber: string, institutionNumber = '004', transitNumber = '00123') => ({
  scheme: 'ca' as const,
  institutionNumber,
  transitNumber,
  accountNumber,
});

/** Waits for the sandbox bank to verify an account entered by hand. */
const verified = (admin: Admin, id: number) =>
  waitFor(async () => {
    const account = await accountById(admin, id);
    return account.autoDebitVerificationStatus === 'inprogress' ? undefined : account;
  });

describe('attaching an account by hand, by its country’s rules', () => {
  it('Canada: institution, transit and account numbers; verified in the background', async () => {
    const response = await attachByHand(server, canada, {
      currency: 'CAD',
      details: canadian('1234567'),
    });
    const changed = body<Changed>(response, 200);
    const attached = changed.autopay.currencies
      .flatMap((entry) => entry.accounts)
      .find((account) => account.id === changed.accountId);
    expect(attached).toMatchObject({
      currency: 'CAD',
      flag: 'canada',
      autoDebit: false,
      autoDebitVerificationStatus: 'inprogress',
      accountNumber: '••••4567',
      institutionNumber: '004',
      transitNumber: '00123',
      bankCountry: 'CA',
      bankName: 'TD Canada Trust',
      source: 'manual',
    });
    expect(await verified(canada, changed.accountId)).toMatchObject({
      autoDebitVerificationStatus: 'pending',
    });
  });

  it('a US-dollar account at a US bank: the routing number’s ABA checksum is checked', async () => {
    const refused = await attachByHand(server, canada, {
      currency: 'USD',
      details: { scheme: 'us', routingNumber: '021000022', accountNumber: '000123456789' },
    });
    expect(errorOf(refused, 400)).toMatchObject({
      code: 'VALIDATION',
      msg: 'Routing number is not valid. Check the digits.',
    });
    const accepted = await attachByHand(server, canada, {
      currency: 'USD',
      details: { scheme: 'us', routingNumber: '021000021', accountNumber: '000123456789' },
    });
    const { accountId, autopay } = body<Changed>(accepted, 200);
    expect(autopay.currencies.map((entry) => entry.currency)).toEqual(['CAD', 'USD']);
    expect(await accountById(canada, accountId)).toMatchObject({
      flag: 'usa',
      routingNumber: '021000021',
      bankName: 'JPMorgan Chase Bank',
    });
  });

  it('the UK: sort code and account number, or IBAN (mod 97) and BIC of its country', async () => {
    const sortCode = await attachByHand(server, uk, {
      currency: 'GBP',
      details: { scheme: 'gb', sortCode: '309634', accountNumber: '12345678' },
    });
    const { accountId } = body<Changed>(sortCode, 200);
    expect(await accountById(uk, accountId)).toMatchObject({
      routingNumber: '30-96-34',
      flag: 'uk',
    });

    const badIban = await attachByHand(server, uk, {
      currency: 'GBP',
      details: { scheme: 'iban', iban: 'GB82WEST12345698765431', bic: 'WESTGB2L' },
    });
    expect(errorOf(badIban, 400).msg).toBe('IBAN is not valid. Check the digits.');
    const euroIban = await attachByHand(
      server,
      uk,
      {
        currency: 'GBP',
        details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFF' },
      },
      'es',
    );
    expect(errorOf(euroIban, 400).msg).toBe('IBAN pertenece a un banco de otro país.');
    const iban = await attachByHand(server, uk, {
      currency: 'GBP',
      details: { scheme: 'iban', iban: 'GB82WEST12345698765432', bic: 'WESTGB2L' },
    });
    expect(await accountById(uk, body<Changed>(iban, 200).accountId)).toMatchObject({
      swiftBic: 'WESTGB2L',
      accountNumber: '••••5432',
    });
  });

  it('Mexico: a CLABE of 18 digits whose control digit adds up', async () => {
    await enableAutoDebitFlow(server, COMPANY.mexico);
    const mexico = await adminFor(server, 'mx.admin@demo.outlay.test');
    const wrong = await attachByHand(server, mexico, {
      currency: 'MXN',
      details: { scheme: 'clabe', clabe: '032180000118359718' },
    });
    expect(errorOf(wrong, 400).msg).toBe('CLABE is not valid. Check the digits.');
    const short = await attachByHand(server, mexico, {
      currency: 'MXN',
      details: { scheme: 'clabe', clabe: '03218000011835971' },
    });
    // The contract's pattern refuses it before any rule runs.
    expect(errorOf(short, 400).code).toBe('VALIDATION');
    const clabe = withClabeCheckDigit('01218000011835971');
    const right = await attachByHand(server, mexico, {
      currency: 'MXN',
      details: { scheme: 'clabe', clabe },
    });
    expect(await accountById(mexico, body<Changed>(right, 200).accountId)).toMatchObject({
      flag: 'mx',
      bankCountry: 'MX',
      bankName: 'BBVA Bancomer',
      accountNumber: `••••${clabe.slice(-4)}`,
    });
  });

  it('refuses a currency the company is not billed in, or a scheme the currency does not take', async () => {
    const euros = await attachByHand(server, uk, {
      currency: 'EUR',
      details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFF' },
    });
    expect(errorOf(euros, 400).msg).toBe('Your statements are not billed in EUR.');
    const clabeForPounds = await attachByHand(server, uk, {
      currency: 'GBP',
      details: { scheme: 'clabe', clabe: '032180000118359719' },
    });
    expect(errorOf(clabeForPounds, 400).msg).toBe('CLABE belongs to a bank of another country.');
  });
});

describe('duplicates', () => {
  it('refuses an account already attached, however it is written', async () => {
    // The seed's UK account 3 is sort code 20-00-00, account 31926819: its IBAN is the same account.
    const sameAsSeeded = await attachByHand(server, uk, {
      currency: 'GBP',
      details: { scheme: 'iban', iban: 'GB16BUKB20000031926819', bic: 'BUKBGB22' },
    });
    expect(errorOf(sameAsSeeded, 409)).toMatchObject({
      code: 'CONFLICT',
      msg: 'This account is already attached.',
    });
    // Canada's account 1 is 003-00012-5012345.
    const again = await attachByHand(server, canada, {
      currency: 'CAD',
      details: canadian('5012345', '003', '00012'),
    });
    expect(errorOf(again, 409).msg).toBe('This account is already attached.');
  });

  it('takes back an account whose attachment was rejected', async () => {
    // Canada's account 2 (004-00345-7788990) was rejected: it may be attached anew.
    const response = await attachByHand(server, canada, {
      currency: 'CAD',
      details: canadian('7788990', '004', '00345'),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets two parallel attachments of one account through once', async () => {
    const details = canadian('7654321');
    const codes = [
      await freshActionCode(server, canada, 'ATTACH_BANK_ACCOUNT'),
      await freshActionCode(server, canada, 'ATTACH_BANK_ACCOUNT'),
    ];
    const responses = await Promise.all(
      codes.map((actionCode) =>
        canada.caller.call('POST', '/web/bank/attach-custom-bank-account', {
          currency: 'CAD',
          details,
          autoDebit: false,
          actionCode,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('verification statuses', () => {
  it('hides nothing itself, but an account the bank cannot verify ends failed, one it refuses rejected', async () => {
    const failed = body<Changed>(
      await attachByHand(server, canada, { currency: 'CAD', details: canadian('55550000') }),
      200,
    );
    const rejected = body<Changed>(
      await attachByHand(server, canada, { currency: 'CAD', details: canadian('55559999') }),
      200,
    );
    expect((await verified(canada, failed.accountId)).autoDebitVerificationStatus).toBe('failed');
    expect((await verified(canada, rejected.accountId)).autoDebitVerificationStatus).toBe(
      'rejected',
    );
  });

  it('makes a new account pay automatically when its currency has no auto-debit account', async () => {
    const changed = body<Changed>(
      await attachByHand(server, canada, {
        currency: 'USD',
        details: {
          scheme: 'ca',
          institutionNumber: '001',
          transitNumber: '00456',
          accountNumber: '8888888',
        },
        autoDebit: true,
      }),
      200,
    );
    const usd = changed.autopay.currencies.find((entry) => entry.currency === 'USD');
    const autoDebit = usd?.accounts.filter((account) => account.autoDebit) ?? [];
    // The first USD account (entered before without AutoPay) stays as it was.
    expect(autoDebit.map((account) => account.id)).toEqual([changed.accountId]);
    expect((await verified(canada, changed.accountId)).autoDebit).toBe(true);
  });

  it('takes AutoPay off an auto-debit account the bank then refuses', async () => {
    await enableAutoDebitFlow(server, COMPANY.eu);
    await sqlRows(
      server.db,
      `UPDATE companies SET feature_flags = feature_flags - 'is2FAMandatory' WHERE id = $1`,
      [COMPANY.eu],
    );
    const eu = await adminFor(server, 'eu.admin@demo.outlay.test');
    const changed = body<Changed>(
      await attachByHand(server, eu, {
        currency: 'EUR',
        details: { scheme: 'iban', iban: 'IE88IRCE92050112349999', bic: 'IRCEIE2D' },
        autoDebit: true,
      }),
      200,
    );
    // The attach answer shows the account as it was saved. A second read could race the
    // sandbox bank, which answers at once in these tests and may already have refused it.
    const attached = changed.autopay.currencies
      .flatMap((entry) => entry.accounts)
      .find((account) => account.id === changed.accountId);
    expect(attached?.autoDebit).toBe(true);
    expect(await verified(eu, changed.accountId)).toMatchObject({
      autoDebitVerificationStatus: 'rejected',
      autoDebit: false,
    });
  });
});

describe('the auto-debit account and its fallback', () => {
  it('changes the auto-debit account to a verified one, never to one still being verified', async () => {
    const pendingVerification = body<Changed>(
      await attachByHand(server, uk, {
        currency: 'GBP',
        details: { scheme: 'gb', sortCode: '601613', accountNumber: '31926819' },
      }),
      200,
    );
    // The sandbox bank of these tests answers at once: the account is put back as it was
    // while its bank still checked it.
    await verified(uk, pendingVerification.accountId);
    await sqlRows(
      server.db,
      `UPDATE autopay_bank_accounts SET verification_status = 'inprogress' WHERE id = $1`,
      [pendingVerification.accountId],
    );
    const tooSoon = await uk.caller.call('POST', '/web/bank/change-auto-debit-account', {
      accountId: pendingVerification.accountId,
      actionCode: await freshActionCode(server, uk, 'CHANGE_AUTO_DEBIT_ACCOUNT'),
    });
    expect(errorOf(tooSoon, 409).msg).toBe(
      'This account is still being verified. Choose it once its verification ends.',
    );
    // The seed's account 4 is verified and stands behind account 3 as the fallback.
    const changed = await uk.caller.call('POST', '/web/bank/change-auto-debit-account', {
      accountId: 4,
      actionCode: await freshActionCode(server, uk, 'CHANGE_AUTO_DEBIT_ACCOUNT'),
    });
    body<Changed>(changed, 200);
    const accounts = await accountsOf(uk);
    expect(accounts.filter((account) => account.autoDebit).map((account) => account.id)).toEqual([
      4,
    ]);
    // The account that pays is no longer its own fallback; its agreement is its own.
    expect(await accountById(uk, 4)).toMatchObject({
      companyBankAccountFallback: null,
      userAgreementId: null,
      padDocument: null,
    });
  });

  it('sets the fallback with its phone number, one per currency, never the auto-debit account', async () => {
    const onAutoDebit = await uk.caller.call('POST', '/web/bank/attach-fallback-bank-account', {
      accountId: 4,
      phoneNumber: '+447700900456',
      actionCode: await freshActionCode(server, uk, 'ATTACH_FALLBACK_ACCOUNT'),
    });
    expect(errorOf(onAutoDebit, 409).msg).toBe(
      'This account already pays automatically. Choose another account as its fallback.',
    );
    const set = await uk.caller.call('POST', '/web/bank/attach-fallback-bank-account', {
      accountId: 3,
      phoneNumber: '+447700900456',
      actionCode: await freshActionCode(server, uk, 'ATTACH_FALLBACK_ACCOUNT'),
    });
    body<Changed>(set, 200);
    const fallbacks = (await accountsOf(uk)).filter(
      (account) => account.companyBankAccountFallback,
    );
    expect(fallbacks).toEqual([
      expect.objectContaining({
        id: 3,
        companyBankAccountFallback: { phoneNumber: '+447700900456' },
      }),
    ]);
  });
});

describe('action codes', () => {
  it('needs a live code for the change’s own action, spends it once, and keeps it when refused', async () => {
    const wrongAction = await freshActionCode(server, uk, 'CHANGE_PASSWORD');
    const request = {
      currency: 'GBP',
      details: { scheme: 'gb', sortCode: '202020', accountNumber: '44556677' },
      autoDebit: false,
    };
    const refused = await uk.caller.call('POST', '/web/bank/attach-custom-bank-account', {
      ...request,
      actionCode: wrongAction,
    });
    expect(errorOf(refused, 400).code).toBe('ACTION_CODE_INVALID');

    const actionCode = await freshActionCode(server, uk, 'ATTACH_BANK_ACCOUNT');
    // A refusal (a currency not billed) leaves the code unspent.
    const notBilled = await uk.caller.call('POST', '/web/bank/attach-custom-bank-account', {
      ...request,
      currency: 'EUR',
      actionCode,
    });
    expect(notBilled.statusCode).toBe(400);
    const first = await uk.caller.call('POST', '/web/bank/attach-custom-bank-account', {
      ...request,
      actionCode,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await uk.caller.call('POST', '/web/bank/attach-custom-bank-account', {
      ...request,
      details: { ...request.details, accountNumber: '44556678' },
      actionCode,
    });
    expect(errorOf(second, 400).code).toBe('ACTION_CODE_INVALID');
  });
});

describe('role and company on every call', () => {
  const actionCode = 'a'.repeat(43);
  const changes = [
    [
      '/web/bank/attach-custom-bank-account',
      { currency: 'CAD', details: canadian('1111111'), autoDebit: false, actionCode },
    ],
    [
      '/web/bank/attach-bank-account',
      { linkedAccountId: 1, currency: 'CAD', autoDebit: false, actionCode },
    ],
    [
      '/web/bank/attach-fallback-bank-account',
      { accountId: 1, phoneNumber: '+14165550100', actionCode },
    ],
    ['/web/bank/change-auto-debit-account', { accountId: 1, actionCode }],
    ['/web/bank/user-agreement', { accountId: 1 }],
  ] as const;

  it.each([
    ['a manager of the company', 'ca.manager@demo.outlay.test'],
    ['an admin of a company without the auto-debit flow', 'admin@demo.outlay.test'],
  ])('answers 404 to %s', async (_who, email) => {
    const caller = await callerFor(server.app, email);
    for (const [path, payload] of changes) {
      const response = await caller.call('POST', path, payload);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(404);
    }
  });

  it('never reaches another company’s account', async () => {
    for (const [path, payload] of changes.slice(2)) {
      // Canada's account 1, asked for by the UK's admin.
      const response = await uk.caller.call('POST', path, payload);
      expect(errorOf(response, 404).msg, path).toBe(
        'This bank account is not one of your company’s.',
      );
    }
    const linked = await uk.caller.call('POST', '/web/bank/attach-bank-account', {
      linkedAccountId: 1,
      currency: 'GBP',
      autoDebit: false,
      actionCode,
    });
    expect(linked.statusCode).toBe(404);
    canada = await adminFor(server, canada.email);
    expect((await accountById(canada, 1)).autoDebit).toBe(true);
  });

  it('answers 401 before reading the request', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/bank/attach-custom-bank-account',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
