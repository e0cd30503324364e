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

interface TokenRow extends Record<string, unknown> {
  token: string;
  company_id: number;
  user_id: number | null;
  provider: BankLinkingProvider;
  country: BankLinkingCountry;
  item_id: string | null;
  company_name: string;
  item_institution_id: string | null;
  item_username: string | null;
}

interface LoginRow extends Record<string, unknown> {
  id: string;
  institution_id: string;
  username: string;
  state: 'mfa' | 'connected' | 'failed';
  mfa_attempts: number;
}

interface ItemRow extends Record<string, unknown> {
  id: string;
  company_id: number;
  provider: BankLinkingProvider;
  institution_id: string;
  username: string;
  access_token: string;
  shared_account_ids: string[];
  consent_expires_at: Date | string;
}

/** The widget's own calls (the provider's JavaScript talks to the provider, not to Outlay). */
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

  async function tokenRow(target: Db, linkToken: string): Promise<TokenRow> {
    const [row] = await target.query<TokenRow>(
      `SELECT t.token, t.company_id, t.user_id, t.provider, t.country, t.item_id,
              c.name AS company_name, i.institution_id AS item_institution_id,
              i.username AS item_username
         FROM bank_sandbox_link_tokens t
         JOIN companies c ON c.id = t.company_id
         LEFT JOIN bank_sandbox_items i ON i.id = t.item_id
        WHERE t.token = $1 AND t.expires_at > $2`,
      [linkToken, clock.now()],
    );
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

  async function loginRow(linkToken: string, loginId: string): Promise<LoginRow> {
    const [login] = await db.query<LoginRow>(
      `SELECT id, institution_id, username, state, mfa_attempts
         FROM bank_sandbox_logins WHERE id = $1 AND link_token = $2`,
      [loginId, linkToken],
    );
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
      await db.query(
        `INSERT INTO bank_sandbox_link_tokens
           (token, company_id, user_id, provider, country, item_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          linkToken,
          request.companyId,
          request.userId,
          request.provider,
          request.country,
          request.itemId,
          now,
          expiresAt,
        ],
      );
      return { linkToken, expiresAt };
    },

    async exchangePublicToken(publicToken, companyId) {
      const now = clock.now();
      // One conditional UPDATE: a public token is exchanged once.
      const [item] = await db.query<ItemRow>(
        `UPDATE bank_sandbox_items SET public_token = NULL, public_token_expires_at = NULL
          WHERE public_token = $1 AND company_id = $2 AND public_token_expires_at > $3
          RETURNING id, company_id, provider, institution_id, username, access_token,
                    shared_account_ids, consent_expires_at`,
        [publicToken, companyId, now],
      );
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
      const [item] = await db.query<ItemRow>(
        `SELECT id, company_id, provider, institution_id, username, access_token,
                shared_account_ids, consent_expires_at
           FROM bank_sandbox_items WHERE access_token = $1`,
        [accessToken],
      );
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
        await tx.query(
          `INSERT INTO bank_sandbox_logins (id, link_token, institution_id, username, state, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            loginId,
            linkToken,
            bank.id,
            request.username,
            credential.mfa ? 'mfa' : 'connected',
            clock.now(),
          ],
        );
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
      const login = await loginRow(linkToken, request.loginId);
      const bank = findInstitution(row.provider, login.institution_id);
      const expected = SANDBOX_CREDENTIALS[row.provider].find(
        (credential) => credential.username === login.username && credential.mfa,
      )?.mfa;
      if (login.state !== 'mfa' || !bank || !expected) throw refused('bankLinking.loginEnded');
      await sleep(config.latencyMs / 2);
      if (request.answer.trim().toLowerCase() !== expected.answer.toLowerCase()) {
        const [counted] = await db.query<{ mfa_attempts: number }>(
          `UPDATE bank_sandbox_logins SET mfa_attempts = mfa_attempts + 1,
                  state = CASE WHEN mfa_attempts + 1 >= $2 THEN 'failed' ELSE state END
            WHERE id = $1 RETURNING mfa_attempts`,
          [login.id, MFA_ATTEMPTS],
        );
        const locked = (counted?.mfa_attempts ?? MFA_ATTEMPTS) >= MFA_ATTEMPTS;
        return fail(
          row,
          'mfaAnswered',
          bank,
          locked ? 'bankLinking.mfaLocked' : 'bankLinking.invalidMfa',
        );
      }
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE bank_sandbox_logins SET state = 'connected' WHERE id = $1`, [
          login.id,
        ]);
        await emit(tx, eventOf(row, 'mfaAnswered', bank));
      });
      return connected(login.id, bank, login.username);
    },

    async complete(linkToken, request) {
      const row = await tokenRow(db, linkToken);
      const login = await loginRow(linkToken, request.loginId);
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
        await tx.query(
          `INSERT INTO bank_sandbox_items
             (id, company_id, provider, institution_id, username, access_token, shared_account_ids,
              public_token, public_token_expires_at, consent_expires_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (id) DO UPDATE SET shared_account_ids = EXCLUDED.shared_account_ids,
             public_token = EXCLUDED.public_token,
             public_token_expires_at = EXCLUDED.public_token_expires_at,
             consent_expires_at = EXCLUDED.consent_expires_at`,
          [
            itemId,
            row.company_id,
            row.provider,
            bank.id,
            login.username,
            `access-sandbox-${randomUUID()}`,
            request.accountIds,
            publicToken,
            addSeconds(now, PUBLIC_TOKEN_SECONDS),
            addSeconds(now, BANK_LINK_CONSENT_DAYS * DAY_SECONDS),
            now,
          ],
        );
        await tx.query('DELETE FROM bank_sandbox_logins WHERE link_token = $1', [linkToken]);
        await emit(tx, eventOf(row, 'accountsShared', bank));
      });
      return { publicToken };
    },
  };
}
