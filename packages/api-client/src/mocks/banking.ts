// Handlers for AutoPay accounts, bank linking and the e-signature sandbox that behave like the
// server, in memory: Maple Ridge (Canada) whose PAD agreement is unsigned and whose RBC link has
// expired. Attaching adds an account (refusing the same one twice), signing makes the agreement
// DONE, declining PENDING. Call `resetBankingMocks()` between tests (beside
// `server.resetHandlers()`), with another set of accounts when a test starts elsewhere.
import type { components, AutopayBankAccount as Account } from '../generated/schema';
import {
  bankLinkingLog,
  canadaLinkToken,
  expiredRbcLink,
  flinksSession,
  mockPublicToken,
  sandboxConnected,
  sandboxMfaQuestion,
  tdLink,
} from './fixtures/bank-linking';
import { canadaAutopayAccounts } from './fixtures/banking';
import { ddiEnvelope, padEnvelope, padEnvelopeId } from './fixtures/e-signature';
import { errorBody, http } from './http';
import { readJson } from './read-json';

type Schemas = components['schemas'];

interface State {
  autopay: Schemas['CustomBankAccounts'];
  links: Schemas['BankLink'][];
  envelopes: Map<string, Schemas['SandboxEnvelope'] & { accountId: number }>;
  /** The link the open widget re-authorises, if any. */
  updating: number | null;
}

const fresh = (autopay: Schemas['CustomBankAccounts']): State => ({
  autopay: structuredClone(autopay),
  links: [structuredClone(expiredRbcLink)],
  envelopes: new Map(),
  updating: null,
});

let state = fresh(canadaAutopayAccounts);

/** Back to the fixtures: Maple Ridge's accounts (or `autopay`), its expired RBC link. */
export function resetBankingMocks(autopay: Schemas['CustomBankAccounts'] = canadaAutopayAccounts) {
  state = fresh(autopay);
}

const accounts = () => state.autopay.currencies.flatMap((entry) => entry.accounts);
const findAccount = (id: unknown) =>
  accounts().find(
    (account) =>
      account.id === id &&
      (account.autoDebitVerificationStatus === 'pending' ||
        account.autoDebitVerificationStatus === 'inprogress'),
  );
const nextId = () => Math.max(0, ...accounts().map((account) => account.id)) + 1;
const refuse = (status: 400 | 404 | 409, msg: string) => ({ status, body: errorBody(msg) });
const changed = (accountId: number) => ({ accountId, autopay: state.autopay });

function lastFour(details: Schemas['BankDetails']): string {
  switch (details.scheme) {
    case 'ca':
    case 'us':
    case 'gb':
      return details.accountNumber.slice(-4);
    case 'iban':
      return details.iban.slice(-4);
    case 'clabe':
      return details.clabe.slice(-4);
  }
}

/** The bank numbers shown beside the masked account number. */
function numbersOf(details: Schemas['BankDetails']): Partial<Account> {
  switch (details.scheme) {
    case 'ca':
      return {
        flag: 'canada',
        bankCountry: 'CA',
        institutionNumber: details.institutionNumber,
        transitNumber: details.transitNumber,
      };
    case 'us':
      return { flag: 'usa', bankCountry: 'US', routingNumber: details.routingNumber };
    case 'gb':
      return {
        flag: 'uk',
        bankCountry: 'GB',
        routingNumber: details.sortCode.replace(/(\d{2})(?=\d)/g, '$1-'),
      };
    case 'iban':
      return {
        flag: details.iban.startsWith('GB') ? 'uk' : 'eu',
        bankCountry: details.iban.slice(0, 2),
        swiftBic: details.bic,
      };
    case 'clabe':
      return { flag: 'mx', bankCountry: 'MX' };
  }
}

function addAccount(currency: string, account: Partial<Account>, autoDebit: boolean) {
  const entry = state.autopay.currencies.find((candidate) => candidate.currency === currency);
  if (!entry) return null;
  const duplicate = entry.accounts.some(
    (existing) =>
      findAccount(existing.id) &&
      existing.accountNumber === account.accountNumber &&
      existing.institutionNumber === (account.institutionNumber ?? null) &&
      existing.transitNumber === (account.transitNumber ?? null) &&
      existing.routingNumber === (account.routingNumber ?? null),
  );
  if (duplicate) return 'duplicate' as const;
  const id = nextId();
  entry.accounts.push({
    id,
    currency,
    autoDebit: autoDebit && !entry.accounts.some((existing) => existing.autoDebit),
    flag: 'canada',
    padDocument: null,
    padRequestedAt: null,
    userAgreementId: null,
    autoDebitVerificationStatus: 'inprogress',
    accountNumber: '',
    swiftBic: null,
    routingNumber: null,
    institutionNumber: null,
    transitNumber: null,
    ownerPhoneNumber: null,
    companyBankAccountFallback: null,
    bankCountry: 'CA',
    bankName: null,
    source: 'manual',
    linkProvider: null,
    ...account,
  });
  return id;
}

const notBilled = (currency: string) =>
  refuse(400, `Your statements are not billed in ${currency}.`);
const attached = () => refuse(409, 'This account is already attached.');

export const bankingHandlers = [
  http.get('/v2/banking-service/custom-bank-account', ({ response }) =>
    response(200).json(state.autopay),
  ),

  http.post('/v2/web/bank/attach-custom-bank-account', async ({ request, response }) => {
    const body = (await readJson(request)) as Schemas['AttachCustomBankAccountRequest'];
    const id = addAccount(
      body.currency,
      { accountNumber: `••••${lastFour(body.details)}`, ...numbersOf(body.details) },
      body.autoDebit,
    );
    const answer = id === null ? notBilled(body.currency) : id === 'duplicate' ? attached() : null;
    if (answer) return response(answer.status).json(answer.body);
    return response(200).json(changed(Number(id)));
  }),

  http.post('/v2/web/bank/attach-bank-account', async ({ request, response }) => {
    const body = (await readJson(request)) as Schemas['AttachLinkedBankAccountRequest'];
    const link = state.links.find((candidate) =>
      candidate.accounts.some((account) => account.id === body.linkedAccountId),
    );
    const linked = link?.accounts.find((account) => account.id === body.linkedAccountId);
    if (!link || !linked) {
      return response(404).json(errorBody('This bank account is not one of your company’s.'));
    }
    if (link.state !== 'Linked') {
      return response(409).json(
        errorBody(
          `The connection to ${link.institutionName} has expired. Reconnect it to use its accounts.`,
        ),
      );
    }
    const id = addAccount(
      body.currency,
      {
        accountNumber: linked.accountNumber,
        autoDebitVerificationStatus: 'pending',
        bankName: linked.institutionName,
        source: 'linked',
        linkProvider: link.provider,
        flag: link.country === 'CA' ? 'canada' : link.country === 'US' ? 'usa' : 'mx',
        bankCountry: link.country,
      },
      body.autoDebit,
    );
    const answer = id === null ? notBilled(body.currency) : id === 'duplicate' ? attached() : null;
    if (answer) return response(answer.status).json(answer.body);
    return response(200).json(changed(Number(id)));
  }),

  http.post('/v2/web/bank/attach-fallback-bank-account', async ({ request, response }) => {
    const body = (await readJson(request)) as Schemas['AttachFallbackBankAccountRequest'];
    const account = findAccount(body.accountId);
    if (!account)
      return response(404).json(errorBody('This bank account is not one of your company’s.'));
    if (account.autoDebit) {
      return response(409).json(
        errorBody(
          'This account already pays automatically. Choose another account as its fallback.',
        ),
      );
    }
    for (const other of accounts()) {
      if (other.currency === account.currency) other.companyBankAccountFallback = null;
    }
    account.companyBankAccountFallback = { phoneNumber: body.phoneNumber };
    return response(200).json(changed(account.id));
  }),

  http.post('/v2/web/bank/change-auto-debit-account', async ({ request, response }) => {
    const body = (await readJson(request)) as Schemas['ChangeAutoDebitAccountRequest'];
    const account = findAccount(body.accountId);
    if (!account)
      return response(404).json(errorBody('This bank account is not one of your company’s.'));
    if (account.autoDebitVerificationStatus !== 'pending') {
      return response(409).json(
        errorBody('This account is still being verified. Choose it once its verification ends.'),
      );
    }
    for (const other of accounts()) {
      if (other.currency === account.currency) other.autoDebit = false;
    }
    account.autoDebit = true;
    account.companyBankAccountFallback = null;
    return response(200).json(changed(account.id));
  }),

  http.post('/v2/web/bank/user-agreement', async ({ request, response }) => {
    const body = (await readJson(request)) as Schemas['UserAgreementRequest'];
    const account = findAccount(body.accountId);
    if (!account)
      return response(404).json(errorBody('This bank account is not one of your company’s.'));
    if (account.padDocument || account.userAgreementId) {
      return response(409).json(errorBody('This account’s agreement is signed already.'));
    }
    const agreement = account.flag === 'uk' || account.flag === 'eu' ? 'DDI' : 'PAD';
    const template = agreement === 'PAD' ? padEnvelope : ddiEnvelope;
    account.padRequestedAt = new Date().toISOString();
    state.envelopes.set(template.envelopeId, {
      ...structuredClone(template),
      accountId: account.id,
      returnUrl: `/client/billing?step=sign&account=${String(account.id)}`,
    });
    return response(200).json({
      accountId: account.id,
      agreement,
      envelopeId: template.envelopeId,
      signingUrl: `/client/sandbox/e-signature/${template.envelopeId}`,
      padRequestedAt: account.padRequestedAt,
      reused: false,
    });
  }),

  http.post('/v2/web/bank-linking/link-token', async ({ request, response }) => {
    const body = (await readJson(request)) as Schemas['LinkTokenRequest'];
    state.updating = body.linkId ?? null;
    return response(200).json({
      ...canadaLinkToken,
      country: body.country,
      provider: body.provider ?? canadaLinkToken.provider,
      mode: body.linkId === undefined ? 'create' : 'update',
    });
  }),

  http.post('/v2/web/bank-linking/exchange', ({ response }) => {
    const renewed = state.links.find((link) => link.id === state.updating);
    if (renewed) {
      renewed.status = 'valid';
      renewed.state = 'Linked';
      return response(200).json(renewed);
    }
    if (!state.links.some((link) => link.id === tdLink.id))
      state.links.unshift(structuredClone(tdLink));
    return response(200).json(tdLink);
  }),

  http.get('/v2/web/bank-linking/links', ({ response }) =>
    response(200).json({ links: state.links }),
  ),

  http.get('/v2/web/bank-linking/logs', ({ response }) => response(200).json(bankLinkingLog)),

  http.get('/v2/sandbox/bank-linking/{linkToken}', ({ response }) => {
    const updating = state.links.find((link) => link.id === state.updating);
    return response(200).json(
      updating
        ? {
            ...flinksSession,
            mode: 'update',
            institution: { id: 'flinks_rbc', name: updating.institutionName },
          }
        : flinksSession,
    );
  }),

  http.post('/v2/sandbox/bank-linking/{linkToken}/login', async ({ request, response }) => {
    const body = (await readJson(request)) as Schemas['SandboxLoginRequest'];
    if (body.username === 'Greatday' && body.password === 'Everyday') {
      return response(200).json(sandboxConnected);
    }
    if (body.username === 'Greatday' && body.password === 'Challenge') {
      return response(200).json(sandboxMfaQuestion);
    }
    return response(400).json(
      errorBody('The username or password is incorrect. Check them and try again.', {
        code: 'BAD_CREDENTIALS',
      }),
    );
  }),

  http.post('/v2/sandbox/bank-linking/{linkToken}/mfa', async ({ request, response }) => {
    const body = (await readJson(request)) as Schemas['SandboxMfaRequest'];
    if (body.answer.trim().toLowerCase() === 'montreal') {
      return response(200).json(sandboxConnected);
    }
    return response(400).json(
      errorBody('That answer is incorrect. Try again.', { code: 'CODE_INCORRECT' }),
    );
  }),

  http.post('/v2/sandbox/bank-linking/{linkToken}/complete', ({ response }) =>
    response(200).json({ publicToken: mockPublicToken }),
  ),

  http.get('/v2/sandbox/e-signature/envelopes/{envelopeId}', ({ params, response }) => {
    const envelope = state.envelopes.get(params.envelopeId);
    if (envelope) {
      const { accountId: _accountId, ...shown } = envelope;
      return response(200).json(shown);
    }
    if (params.envelopeId === padEnvelopeId) return response(200).json(padEnvelope);
    return response(404).json(errorBody('This link seems to be expired or invalid.'));
  }),

  http.post('/v2/sandbox/e-signature/envelopes/{envelopeId}/complete', ({ params, response }) => {
    const envelope = state.envelopes.get(params.envelopeId);
    if (!envelope || envelope.status !== 'sent') {
      return response(409).json(errorBody('This link seems to be expired or invalid.'));
    }
    envelope.status = 'completed';
    envelope.completedAt = new Date().toISOString();
    const account = findAccount(envelope.accountId);
    if (account && envelope.agreement === 'PAD') account.padDocument = 'PAD-20260302-5B7E1C2A.pdf';
    if (account && envelope.agreement === 'DDI') account.userAgreementId = 'DDI-6C8F2D3B';
    const { accountId: _accountId, ...shown } = envelope;
    return response(200).json(shown);
  }),

  http.post('/v2/sandbox/e-signature/envelopes/{envelopeId}/decline', ({ params, response }) => {
    const envelope = state.envelopes.get(params.envelopeId);
    if (!envelope || envelope.status !== 'sent') {
      return response(409).json(errorBody('This link seems to be expired or invalid.'));
    }
    envelope.status = 'declined';
    const account = findAccount(envelope.accountId);
    if (account) account.padRequestedAt = null;
    const { accountId: _accountId, ...shown } = envelope;
    return response(200).json(shown);
  }),
];
