import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  SandboxLinkSession,
  SandboxLoginResult,
  SandboxLoginRequest,
  SandboxMfaRequest,
  SandboxCompleteRequest,
} from '@outlay/api-client/schema';
import { BANK_LINK_CONSENT_DAYS, maskAccountNumber } from '@outlay/rules';
import { type Clock, addSeconds } from '../../clock.js';
import type { Db } from '../../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../../db/kysely.js';
import { AppError, type ErrorCode } from '../../http/errors.js';
import type { Lang } from '../../i18n/language.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import type {
  BankLinkingAdapter,
  BankLinkingCountry,
  BankLinkingProvider,
  ProviderAccount,
  ProviderEvent,
} from '../provider.js';
import {
  type SandboxInstitution,
  SANDBOX_CREDENTIALS,
  credentialOf,
  findInstitution,
  institutionsOf,
  sandboxAccounts,
} from './institutions.js';

export interface BankLinkingSandboxConfig {
  /** How long the sandbox bank takes to sign in (a second step takes half as long). */
  latencyMs: number;
}

/** A link token lives 30 minutes, a public token 30 minutes and is exchanged once. */
export const LINK_TOKEN_SECONDS = 30 * 60;
export const PUBLIC_TOKEN_SECONDS = 30 * 60;
/** Wrong answers to a second step before the sign-in ends. */
export const MFA_ATTEMPTS = 3;

const DAY_SECONDS = 24 * 60 * 60;

/** The sandbox bank's items, as the adapter answers them. */
const itemColumns = [
  'id',
  'company_id',
  'institution_id',
  'username',
  'access_token',
  'shared_account_ids',
  'consent_expires_at',
] as const;

export interface BankLinkingWidget {
  session(linkToken: string): Promise<SandboxLinkSession>;
  login(linkToken: string, request: SandboxLoginRequest, lang: Lang): Promise<SandboxLoginResult>;
  mfa(linkToken: string, request: SandboxMfaRequest, lang: Lang): Promise<SandboxLoginResult>;
  complete(linkToken: string, request: SandboxCompleteRequest): Promise<{ publicToken: string }>;
}

export type BankLinkingSandbox = BankLinkingAdapter & BankLinkingWidget;

const token = (prefix: string) => `${prefix}-sandbox-${randomBytes(16).toString('hex')}`;

const linkInvalid = () => new AppError(404, 'LINK_INVALID', 'bankLinking.linkInvalid');
/** The bank's refusals, each with its own code so the widget knows where the user goes back to. */
const REFUSAL_CODES: Partial<Record<MessageKey, ErrorCode>> = {
  'bankLinking.invalidCredentials': 'BAD_CREDENTIALS',
  'bankLinking.invalidMfa': 'CODE_INCORRECT',
  'bankLinking.mfaLocked': 'CODE_LOCKED',
  'bankLinking.loginEnded': 'CHALLENGE_EXPIRED',
};
const refused = (key: MessageKey) => new AppError(400, REFUSAL_CODES[key] ?? 'BAD_REQUEST', key);

function shown(account: ProviderAccount) {
  return {
    id: account.id,
    name: account.name,
    type: account.type,
    accountType: account.accountType,
    currency: account.currency,
    accountNumber: maskAccountNumber(account.accountNumber),
  };
}

/**
 * The local sandbox of the three bank-linking providers. It keeps its link tokens, sign-ins and
 * items in tables of its own (`bank_sandbox_*`), as the real services keep them on their side,
 * and behaves like their widgets: a bank takes a moment to answer, the providers' own test
 * sign-ins connect, ask a second step or are refused, three wrong answers end a sign-in, a
 * bank's consent lasts 90 days, and the same bank linked again is the same item.
 */
export function createSandboxBankLinking(
  db: Db,
  clock: Clock,
  config: BankLinkingSandboxConfig,
): BankLinkingSandbox {
  const listeners: ((tx: Db, event: ProviderEvent) => Promise<void>)[] = [];

  async function emit(tx: Db, event: ProviderEvent) {
    for (const listener of listeners) await listener(tx, event);
  }

  type TokenRow = Awaited<ReturnType<typeof tokenRow>>;

  async function tokenRow(target: Db, linkToken: string) {
    // The widget's link token is its only key, as at the provider: it names its company.
    const row = await kyselyAcrossCompanies(target)
      .selectFrom('bank_sandbox_link_tokens as t')
      .innerJoin('companies as c', 'c.id', 't.company_id')
      .leftJoin('bank_sandbox_items as i', (join) =>
        join.onRef('i.company_id', '=', 't.company_id').onRef('i.id', '=', 't.item_id'),
      )
      .select((eb) => [
        't.token',
        't.company_id',
        't.user_id',
        // Written from the link token request, whose provider and country are checked.
        eb.ref('t.provider').$castTo<BankLinkingProvider>().as('provider'),
        eb.ref('t.country').$castTo<BankLinkingCountry>().as('country'),
        't.item_id',
        'c.name as company_name',
        'i.institution_id as item_institution_id',
        'i.username as item_username',
      ])
      .where('t.token', '=', linkToken)
      .where('t.expires_at', '>', clock.now())
      .executeTakeFirst();
    if (!row) throw linkInvalid();
    return row;
  }

  const eventOf = (
    row: TokenRow,
    event: ProviderEvent['event'],
    bank: SandboxInstitution | undefined,
    failure: MessageKey | null = null,
  ): ProviderEvent => ({
    companyId: row.company_id,
    userId: row.user_id,
    provider: row.provider,
    event,
    succeed: failure === null,
    institutionName: bank?.name ?? null,
    failure,
  });

  function connected(
    login: string,
    bank: SandboxInstitution,
    username: string,
  ): SandboxLoginResult {
    return {
      status: 'connected',
      loginId: login,
      mfa: null,
      accounts: sandboxAccounts(bank, username).map(shown),
    };
  }

  /** Records a failed step in its own transaction (the request then fails) and refuses. */
  async function fail(
    row: TokenRow,
    event: ProviderEvent['event'],
    bank: SandboxInstitution | undefined,
    key: MessageKey,
  ): Promise<never> {
    await db.transaction((tx) => emit(tx, eventOf(row, event, bank, key)));
    throw refused(key);
  }

  async function loginRow(row: TokenRow, loginId: string) {
    const login = await kyselyOf(db)
      .selectFrom('bank_sandbox_logins')
      .select(['id', 'institution_id', 'username', 'state', 'mfa_attempts'])
      .where('company_id', '=', row.company_id)
      .where('id', '=', loginId)
      .where('link_token', '=', row.token)
      .executeTakeFirst();
    if (!login) throw refused('bankLinking.loginEnded');
    return login;
  }

  return {
    onEvent(listener) {
      listeners.push(listener);
    },

    async createLinkToken(request) {
      const linkToken = token('link');
      const now = clock.now();
      const expiresAt = addSeconds(now, LINK_TOKEN_SECONDS);
      await kyselyOf(db)
        .insertInto('bank_sandbox_link_tokens')
        .values({
          token: linkToken,
          company_id: request.companyId,
          user_id: request.userId,
          provider: request.provider,
          country: request.country,
          item_id: request.itemId,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      return { linkToken, expiresAt };
    },

    async exchangePublicToken(publicToken, companyId) {
      const now = clock.now();
      // One conditional UPDATE: a public token is exchanged once.
      const item = await kyselyOf(db)
        .updateTable('bank_sandbox_items')
        .set({ public_token: null, public_token_expires_at: null })
        .where('public_token', '=', publicToken)
        .where('company_id', '=', companyId)
        .where('public_token_expires_at', '>', now)
        .returning((eb) => [
          ...itemColumns,
          eb.ref('provider').$castTo<BankLinkingProvider>().as('provider'),
        ])
        .executeTakeFirst();
      const bank = item ? findInstitution(item.provider, item.institution_id) : undefined;
      if (!item || !bank) return null;
      return {
        itemId: item.id,
        accessToken: item.access_token,
        provider: item.provider,
        country: bank.country,
        institution: { id: bank.id, name: bank.name },
        consentExpiresAt: new Date(item.consent_expires_at),
      };
    },

    async accounts(accessToken) {
      // The access token is the provider's only key to an item, as at a real bank.
      const item = await kyselyAcrossCompanies(db)
        .selectFrom('bank_sandbox_items')
        .select((eb) => [
          ...itemColumns,
          eb.ref('provider').$castTo<BankLinkingProvider>().as('provider'),
        ])
        .where('access_token', '=', accessToken)
        .executeTakeFirst();
      const bank = item ? findInstitution(item.provider, item.institution_id) : undefined;
      if (!item || !bank) return [];
      return sandboxAccounts(bank, item.username).filter((account) =>
        item.shared_account_ids.includes(account.id),
      );
    },

    async session(linkToken) {
      const row = await tokenRow(db, linkToken);
      const bank = row.item_institution_id
        ? findInstitution(row.provider, row.item_institution_id)
        : undefined;
      return {
        provider: row.provider,
        country: row.country,
        mode: row.item_id ? 'update' : 'create',
        companyName: row.company_name,
        institutions: institutionsOf(row.provider, row.country).map(({ id, name }) => ({
          id,
          name,
        })),
        institution: bank ? { id: bank.id, name: bank.name } : null,
        credentials: SANDBOX_CREDENTIALS[row.provider].map((credential) => ({
          username: credential.username,
          password: credential.password,
          outcome: credential.outcome,
          answer: credential.mfa?.answer ?? null,
        })),
      };
    },

    async login(linkToken, request, lang) {
      const row = await tokenRow(db, linkToken);
      const bank = findInstitution(row.provider, request.institutionId);
      if (
        !bank ||
        bank.country !== row.country ||
        (row.item_institution_id !== null && bank.id !== row.item_institution_id)
      ) {
        throw refused('bankLinking.institutionUnknown');
      }
      await sleep(config.latencyMs);
      const credential = credentialOf(row.provider, request.username, request.password);
      // Re-authorising signs in as the same bank user, as the link was made.
      if (!credential || (row.item_username !== null && row.item_username !== request.username)) {
        return fail(row, 'credentialsSubmitted', bank, 'bankLinking.invalidCredentials');
      }
      const loginId = randomUUID();
      await db.transaction(async (tx) => {
        await kyselyOf(tx)
          .insertInto('bank_sandbox_logins')
          .values({
            id: loginId,
            company_id: row.company_id,
            link_token: linkToken,
            institution_id: bank.id,
            username: request.username,
            state: credential.mfa ? 'mfa' : 'connected',
            created_at: clock.now(),
          })
          .execute();
        await emit(tx, eventOf(row, 'credentialsSubmitted', bank));
      });
      if (credential.mfa) {
        return {
          status: 'mfa',
          loginId,
          mfa: { kind: credential.mfa.kind, prompt: translate(lang, credential.mfa.prompt) },
          accounts: [],
        };
      }
      return connected(loginId, bank, request.username);
    },

    async mfa(linkToken, request) {
      const row = await tokenRow(db, linkToken);
      const login = await loginRow(row, request.loginId);
      const bank = findInstitution(row.provider, login.institution_id);
      const expected = SANDBOX_CREDENTIALS[row.provider].find(
        (credential) => credential.username === login.username && credential.mfa,
      )?.mfa;
      if (login.state !== 'mfa' || !bank || !expected) throw refused('bankLinking.loginEnded');
      await sleep(config.latencyMs / 2);
      if (request.answer.trim().toLowerCase() !== expected.answer.toLowerCase()) {
        const counted = await kyselyOf(db)
          .updateTable('bank_sandbox_logins')
          .set((eb) => ({
            mfa_attempts: eb('mfa_attempts', '+', 1),
            state: eb
              .case()
              .when(eb('mfa_attempts', '+', 1), '>=', MFA_ATTEMPTS)
              .then(eb.val<'failed'>('failed'))
              .else(eb.ref('state'))
              .end(),
          }))
          .where('company_id', '=', row.company_id)
          .where('id', '=', login.id)
          .returning('mfa_attempts')
          .executeTakeFirst();
        const locked = (counted?.mfa_attempts ?? MFA_ATTEMPTS) >= MFA_ATTEMPTS;
        return fail(
          row,
          'mfaAnswered',
          bank,
          locked ? 'bankLinking.mfaLocked' : 'bankLinking.invalidMfa',
        );
      }
      await db.transaction(async (tx) => {
        await kyselyOf(tx)
          .updateTable('bank_sandbox_logins')
          .set({ state: 'connected' })
          .where('company_id', '=', row.company_id)
          .where('id', '=', login.id)
          .execute();
        await emit(tx, eventOf(row, 'mfaAnswered', bank));
      });
      return connected(login.id, bank, login.username);
    },

    async complete(linkToken, request) {
      const row = await tokenRow(db, linkToken);
      const login = await loginRow(row, request.loginId);
      const bank = findInstitution(row.provider, login.institution_id);
      if (login.state !== 'connected' || !bank) throw refused('bankLinking.loginEnded');
      const known = new Set(sandboxAccounts(bank, login.username).map((account) => account.id));
      if (!request.accountIds.every((id) => known.has(id))) {
        throw refused('bankLinking.accountsUnknown');
      }
      const now = clock.now();
      const itemId =
        row.item_id ??
        `item-${createHash('sha256')
          .update(`${String(row.company_id)}:${row.provider}:${bank.id}:${login.username}`)
          .digest('hex')
          .slice(0, 24)}`;
      const publicToken = token('public');
      await db.transaction(async (tx) => {
        // The same bank linked again is the same item: its access token stays, its consent
        // and shared accounts are renewed.
        const q = kyselyOf(tx);
        await q
          .insertInto('bank_sandbox_items')
          .values({
            id: itemId,
            company_id: row.company_id,
            provider: row.provider,
            institution_id: bank.id,
            username: login.username,
            access_token: `access-sandbox-${randomUUID()}`,
            shared_account_ids: request.accountIds,
            public_token: publicToken,
            public_token_expires_at: addSeconds(now, PUBLIC_TOKEN_SECONDS),
            consent_expires_at: addSeconds(now, BANK_LINK_CONSENT_DAYS * DAY_SECONDS),
            created_at: now,
          })
          .onConflict((oc) =>
            oc.columns(['company_id', 'id']).doUpdateSet((eb) => ({
              shared_account_ids: eb.ref('excluded.shared_account_ids'),
              public_token: eb.ref('excluded.public_token'),
              public_token_expires_at: eb.ref('excluded.public_token_expires_at'),
              consent_expires_at: eb.ref('excluded.consent_expires_at'),
            })),
          )
          .execute();
        await q
          .deleteFrom('bank_sandbox_logins')
          .where('company_id', '=', row.company_id)
          .where('link_token', '=', linkToken)
          .execute();
        await emit(tx, eventOf(row, 'accountsShared', bank));
      });
      return { publicToken };
    },
  };
}
