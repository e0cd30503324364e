import type { ActionCodes } from '../auth/action-codes.js';
import { randomToken, sha256Hex } from '../auth/crypto.js';
import { seal, unseal } from '../sign-up/sealed-secrets.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import type { SsoAuditEvents } from '../db/schema.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { AppError, type ErrorCode } from '../http/errors.js';
import type { MessageKey } from '../i18n/messages.js';
import type { SessionOwner } from '../http/signed-in-session.js';
import {
  type Fetch,
  type IdentityProvider,
  SsoError,
  type SsoProviderKind,
  createOidcClient,
} from './identity-provider.js';
import { SANDBOX_CLIENTS, SANDBOX_IDP_PREFIX, sandboxIssuer } from './sandbox-identity-provider.js';

/** How long the provider may take to send the person back. */
const SIGN_IN_SECONDS = 10 * 60;
/** How long a real provider may take to answer one call. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** How long a succeeded connection test can be saved. */
const TEST_VALID_SECONDS = 30 * 60;
/** The state of a connection test starts so: the callback page sends it to the test's call. */
export const CONNECTION_TEST_STATE_PREFIX = 'test.';
export const CHANGE_SSO_ACTION = 'CHANGE_SSO_SETTINGS';

export type SsoChoice = 'none' | SsoProviderKind;

export interface SsoSettings {
  provider: SsoChoice;
  oktaDomain: string | null;
  enforced: boolean;
  /** The admin who may still sign in with password and code while SSO is required. */
  recoveryAdminEmail: string | null;
  issuer: string | null;
  clientId: string | null;
  /** The secret is write-only: only whether one is kept. */
  clientSecretSet: boolean;
  redirectUri: string;
}

/** The provider's details as an admin entered them for "Test connection". */
export interface ConnectionInput {
  provider: SsoProviderKind;
  oktaDomain?: string | null | undefined;
  issuer: string;
  clientId: string;
  /** Left out to test the secret kept (for the issuer and client id kept only). */
  clientSecret?: string | undefined;
}

/** Where a company's sign-ins go: its own details, or the server's defaults. */
interface Connection {
  provider: SsoProviderKind;
  oktaDomain: string | null;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type SsoStart =
  { provider: 'none' } | { provider: SsoProviderKind; required: boolean; authorizationUrl: string };

export interface SingleSignOn {
  readonly redirectUri: string;
  settings(companyId: number): Promise<SsoSettings>;
  save(
    actor: { userId: number; companyId: number },
    input: {
      provider: SsoChoice;
      enforced: boolean;
      actionCode: string;
      connectionTestId?: string | undefined;
    },
  ): Promise<SsoSettings>;
  /** "Test connection": checks discovery and starts a sign-in round trip with the details. */
  startConnectionTest(
    actor: { userId: number; companyId: number },
    input: ConnectionInput,
    browserBinding: string,
  ): Promise<{ testId: string; authorizationUrl: string }>;
  /** The provider's answer to a test; nobody is signed in. */
  completeConnectionTest(input: {
    state: string;
    browserBinding: string;
    code?: string | undefined;
    error?: string | undefined;
    errorDescription?: string | undefined;
    /** The issuer the provider named in its answer (RFC 9207). */
    issuer?: string | undefined;
  }): Promise<{ testId: string; email: string }>;
  /** What the sign-in page offers after the email, with the provider's address when SSO is on. */
  start(email: string, browserBinding: string): Promise<SsoStart>;
  /** The provider's answer: the Outlay user it signs in, or a refusal that says what to do. */
  complete(input: {
    state: string;
    browserBinding: string;
    /** The provider's code, or its `error` (and description) when it refused. */
    code?: string | undefined;
    error?: string | undefined;
    errorDescription?: string | undefined;
    /** The issuer the provider named in its answer (RFC 9207). */
    issuer?: string | undefined;
  }): Promise<SessionOwner>;
  /** Refuses a password sign-in when the user's company requires SSO (its recovery admin aside). */
  checkPasswordAllowed(user: { id: number; companyId: number }): Promise<void>;
  /** Gives the sandbox provider's fetch once the server that serves it exists. */
  connectSandbox(fetch: Fetch): void;
}

const ssoError = (status: number, code: ErrorCode, key: MessageKey) =>
  new AppError(status, code, key);

export const stateInvalid = () => ssoError(400, 'SSO_STATE_INVALID', 'sso.stateInvalid');

function refusalOf(error: SsoError): AppError {
  switch (error.failure) {
    case 'access_denied':
      return ssoError(401, 'SSO_REFUSED', 'sso.refused');
    case 'not_assigned':
      return ssoError(401, 'SSO_NOT_ASSIGNED', 'sso.notAssigned');
    case 'invalid_grant':
    case 'invalid_id_token':
      return ssoError(401, 'SSO_INVALID', 'sso.invalidAnswer');
    // A secret or a document the admin must mend: to the person, the provider is not usable.
    case 'invalid_client':
    case 'discovery_invalid':
    case 'unreachable':
      return ssoError(502, 'SSO_UNREACHABLE', 'sso.unreachable');
  }
}

async function audit(
  db: Db,
  clock: Clock,
  event: {
    companyId: number;
    userId: number | null;
    action: SsoAuditEvents['action'];
    details?: object;
  },
) {
  await kyselyOf(db)
    .insertInto('sso_audit_events')
    .values({
      company_id: event.companyId,
      user_id: event.userId,
      action: event.action,
      details: JSON.stringify(event.details ?? {}),
      created_at: clock.now(),
    })
    .execute();
}

const fieldError = (field: string, key: MessageKey) =>
  new AppError(400, 'VALIDATION', 'validation.body', { detail: field }, {}, { [field]: { key } });

/** The refusals of a connection test, each naming what to check. */
function testRefusalOf(error: SsoError): AppError {
  switch (error.failure) {
    case 'unreachable':
      return ssoError(502, 'SSO_TEST_UNREACHABLE', 'sso.test.unreachable');
    case 'discovery_invalid':
      return ssoError(502, 'SSO_TEST_DISCOVERY_INVALID', 'sso.test.discoveryInvalid');
    case 'invalid_client':
      return ssoError(401, 'SSO_TEST_CLIENT_REFUSED', 'sso.test.clientRefused');
    default:
      return refusalOf(error);
  }
}

export function createSingleSignOn(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  actionCodes: ActionCodes;
  /** Seals the client secrets kept (AES-256-GCM). */
  secretKey: Buffer;
}): SingleSignOn {
  const { db, clock, config, actionCodes, secretKey } = deps;
  const redirectUri = `${config.publicUrl}/client/sso/callback`;
  let sandboxFetch: Fetch | undefined;
  const clients = new Map<string, IdentityProvider>();

  const networkFetch: Fetch = (url, init) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });

  const sandboxPrefix = `${config.publicUrl}${SANDBOX_IDP_PREFIX}/`;

  /** The server's defaults: the sandbox in demo mode, OUTLAY_SSO_* otherwise. */
  function defaultConnection(kind: SsoProviderKind, oktaDomain: string | null) {
    if (config.sso.sandbox) {
      return { issuer: sandboxIssuer(config.publicUrl, kind), ...SANDBOX_CLIENTS[kind] };
    }
    const registered = config.sso[kind];
    // Okta's org authorization server answers at the domain itself.
    const issuer =
      kind === 'google' ? 'https://accounts.google.com' : `https://${oktaDomain ?? ''}`;
    return {
      issuer,
      clientId: registered?.clientId ?? '',
      clientSecret: registered?.clientSecret ?? '',
    };
  }

  function providerFor(connection: Connection): IdentityProvider {
    const key = [connection.issuer, connection.clientId, sha256Hex(connection.clientSecret)].join(
      ' ',
    );
    const known = clients.get(key);
    if (known) return known;
    const sandboxed = config.sso.sandbox && connection.issuer.startsWith(sandboxPrefix);
    const client = createOidcClient({
      kind: connection.provider,
      issuer: connection.issuer,
      clientId: connection.clientId,
      clientSecret: connection.clientSecret,
      fetch: sandboxed
        ? (url, init) => {
            if (!sandboxFetch) throw new SsoError('unreachable', 'sandbox not connected');
            // Only the sandbox's own addresses go in-process; anything else it names is refused.
            if (!url.startsWith(sandboxPrefix)) throw new SsoError('unreachable', url);
            return sandboxFetch(url, init);
          }
        : networkFetch,
      ...(sandboxed ? {} : { clockToleranceSeconds: 30 }),
    });
    clients.set(key, client);
    return client;
  }

  async function storedSettings(companyId: number) {
    return kyselyOf(db)
      .selectFrom('company_sso_settings as s')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 's.recovery_user_id').onRef('u.company_id', '=', 's.company_id'),
      )
      .select([
        's.provider',
        's.okta_domain',
        's.enforced',
        's.recovery_user_id',
        's.issuer',
        's.client_id',
        's.client_secret_sealed',
        'u.email',
      ])
      .where('s.company_id', '=', companyId)
      .executeTakeFirst();
  }

  type StoredRow = NonNullable<Awaited<ReturnType<typeof storedSettings>>>;

  function connectionOf(row: StoredRow): Connection {
    const own =
      row.issuer !== null && row.client_id !== null && row.client_secret_sealed !== null
        ? {
            issuer: row.issuer,
            clientId: row.client_id,
            clientSecret: unseal(secretKey, row.client_secret_sealed),
          }
        : defaultConnection(row.provider, row.okta_domain);
    return { provider: row.provider, oktaDomain: row.okta_domain, ...own };
  }

  async function connection(companyId: number): Promise<Connection | undefined> {
    const row = await storedSettings(companyId);
    return row ? connectionOf(row) : undefined;
  }

  async function settings(companyId: number): Promise<SsoSettings> {
    const row = await storedSettings(companyId);
    if (!row) {
      return {
        provider: 'none',
        oktaDomain: null,
        enforced: false,
        recoveryAdminEmail: null,
        issuer: null,
        clientId: null,
        clientSecretSet: false,
        redirectUri,
      };
    }
    const current = connectionOf(row);
    return {
      provider: row.provider,
      oktaDomain: row.okta_domain,
      enforced: row.enforced,
      recoveryAdminEmail: row.enforced ? row.email : null,
      issuer: current.issuer,
      clientId: current.clientId,
      clientSecretSet: current.clientSecret !== '',
      redirectUri,
    };
  }

  function checkedDomain(input: ConnectionInput) {
    if (input.provider !== 'okta') return null;
    const domain = (input.oktaDomain ?? '').trim().toLowerCase();
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
      throw fieldError('oktaDomain', 'sso.oktaDomainInvalid');
    }
    return domain;
  }

  /** HTTPS, or plain HTTP to this machine outside production (the sandbox, a local provider). */
  function checkedIssuer(raw: string) {
    const issuer = raw.trim().replace(/\/+$/, '');
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw fieldError('issuer', 'sso.issuerInvalid');
    }
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    const allowed =
      url.protocol === 'https:' || (url.protocol === 'http:' && local && !config.production);
    if (!allowed || url.search !== '' || url.hash !== '' || url.username !== '') {
      throw fieldError('issuer', 'sso.issuerInvalid');
    }
    return issuer;
  }

  return {
    redirectUri,
    settings,

    async save(actor, input) {
      const before = await storedSettings(actor.companyId);
      const beforeConnection = before ? connectionOf(before) : undefined;
      await db.transaction(async (tx) => {
        const queries = kyselyOf(tx);
        const scope = { actionType: CHANGE_SSO_ACTION };
        await actionCodes.spend(actor, scope, input.actionCode, tx);
        let tested: Connection | undefined;
        if (input.provider !== 'none' && input.connectionTestId !== undefined) {
          const test = await queries
            .selectFrom('sso_connection_tests')
            .selectAll()
            .where('id', '=', input.connectionTestId)
            .where('company_id', '=', actor.companyId)
            .where('user_id', '=', actor.userId)
            .where('succeeded_at', 'is not', null)
            .where('created_at', '>', new Date(clock.now().getTime() - TEST_VALID_SECONDS * 1000))
            .executeTakeFirst();
          if (!test || test.provider !== input.provider) {
            throw ssoError(400, 'SSO_TEST_REQUIRED', 'sso.test.required');
          }
          tested = {
            provider: test.provider,
            oktaDomain: test.okta_domain,
            issuer: test.issuer,
            clientId: test.client_id,
            clientSecret: unseal(secretKey, test.client_secret_sealed),
          };
        } else if (input.provider !== 'none' && before?.provider !== input.provider) {
          // A provider not set up yet has no details kept: they come from a test.
          throw ssoError(400, 'SSO_TEST_REQUIRED', 'sso.test.required');
        }
        if (input.provider === 'none') {
          await queries
            .deleteFrom('company_sso_settings')
            .where('company_id', '=', actor.companyId)
            .execute();
        } else {
          // The admin who requires SSO is the one left able to sign in with password and code.
          const values = {
            provider: input.provider,
            enforced: input.enforced,
            recovery_user_id: input.enforced ? actor.userId : null,
            updated_by: actor.userId,
            updated_at: clock.now(),
          };
          if (tested) {
            const details = {
              ...values,
              okta_domain: tested.oktaDomain,
              issuer: tested.issuer,
              client_id: tested.clientId,
              client_secret_sealed: seal(secretKey, tested.clientSecret),
            };
            await queries
              .insertInto('company_sso_settings')
              .values({ company_id: actor.companyId, ...details })
              .onConflict((conflict) => conflict.column('company_id').doUpdateSet(details))
              .execute();
          } else {
            // Only whether SSO is required changes; the provider's details stay as kept.
            await queries
              .updateTable('company_sso_settings')
              .set(values)
              .where('company_id', '=', actor.companyId)
              .execute();
          }
        }
        const after = tested ?? (input.provider === 'none' ? undefined : beforeConnection);
        await audit(tx, clock, {
          companyId: actor.companyId,
          userId: actor.userId,
          action: 'settings_changed',
          // Never the secret: only whether it changed.
          details: {
            from: {
              provider: before?.provider ?? 'none',
              enforced: before?.enforced ?? false,
              issuer: beforeConnection?.issuer ?? null,
              clientId: beforeConnection?.clientId ?? null,
            },
            to: {
              provider: input.provider,
              enforced: input.provider !== 'none' && input.enforced,
              issuer: after?.issuer ?? null,
              clientId: after?.clientId ?? null,
            },
            secretChanged:
              tested !== undefined && tested.clientSecret !== beforeConnection?.clientSecret,
            connectionTestId: input.connectionTestId ?? null,
          },
        });
      });
      return settings(actor.companyId);
    },

    async startConnectionTest(actor, input, browserBinding) {
      const oktaDomain = checkedDomain(input);
      const issuer = checkedIssuer(input.issuer);
      const clientId = input.clientId.trim();
      if (clientId === '') throw fieldError('clientId', 'sso.clientIdRequired');
      let clientSecret = input.clientSecret;
      if (clientSecret === undefined) {
        // The kept secret is sent only where it was meant to go: never to another issuer.
        const kept = await connection(actor.companyId);
        if (
          !kept ||
          kept.issuer !== issuer ||
          kept.clientId !== clientId ||
          kept.clientSecret === ''
        ) {
          throw fieldError('clientSecret', 'sso.clientSecretRequired');
        }
        clientSecret = kept.clientSecret;
      }
      const tested: Connection = {
        provider: input.provider,
        oktaDomain,
        issuer,
        clientId,
        clientSecret,
      };
      const provider = providerFor(tested);
      const testId = randomToken(16);
      let request;
      try {
        await provider.discover();
        request = await provider.authorizationRequest(
          redirectUri,
          `${CONNECTION_TEST_STATE_PREFIX}${randomToken()}`,
        );
      } catch (error) {
        if (!(error instanceof SsoError)) throw error;
        await audit(db, clock, {
          companyId: actor.companyId,
          userId: actor.userId,
          action: 'connection_tested',
          details: { issuer, clientId, outcome: error.failure },
        });
        throw testRefusalOf(error);
      }
      await kyselyOf(db)
        .insertInto('sso_connection_tests')
        .values({
          id: testId,
          state_hash: sha256Hex(request.state),
          company_id: actor.companyId,
          user_id: actor.userId,
          browser_hash: sha256Hex(browserBinding),
          provider: input.provider,
          okta_domain: oktaDomain,
          issuer,
          client_id: clientId,
          client_secret_sealed: seal(secretKey, clientSecret),
          code_verifier: request.codeVerifier,
          nonce: request.nonce,
          created_at: clock.now(),
          expires_at: new Date(clock.now().getTime() + SIGN_IN_SECONDS * 1000),
        })
        .execute();
      return { testId, authorizationUrl: request.url };
    },

    async completeConnectionTest({
      state,
      code,
      error: providerError,
      errorDescription,
      issuer,
      browserBinding,
    }) {
      // Used once, as a sign-in's state is.
      const test = await kyselyAcrossCompanies(db)
        .updateTable('sso_connection_tests')
        .set({ used_at: clock.now() })
        .where('state_hash', '=', sha256Hex(state))
        .where('used_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .returningAll()
        .executeTakeFirst();
      if (!test || test.browser_hash !== sha256Hex(browserBinding)) throw stateInvalid();
      const outcome = async (result: string, details: object = {}) => {
        await audit(db, clock, {
          companyId: test.company_id,
          userId: test.user_id,
          action: 'connection_tested',
          details: {
            testId: test.id,
            issuer: test.issuer,
            clientId: test.client_id,
            outcome: result,
            ...details,
          },
        });
      };
      if (providerError !== undefined || !code) {
        const failure =
          providerError === 'access_denied'
            ? /not assigned/i.test(errorDescription ?? '')
              ? 'not_assigned'
              : 'access_denied'
            : 'invalid_grant';
        await outcome(failure, { error: providerError ?? null });
        throw testRefusalOf(new SsoError(failure, providerError ?? 'no code'));
      }
      let identity;
      try {
        identity = await providerFor({
          provider: test.provider,
          oktaDomain: test.okta_domain,
          issuer: test.issuer,
          clientId: test.client_id,
          clientSecret: unseal(secretKey, test.client_secret_sealed),
        }).finish({
          code,
          state,
          codeVerifier: test.code_verifier,
          nonce: test.nonce,
          issuer,
          redirectUri,
          now: clock.now(),
        });
      } catch (error) {
        if (!(error instanceof SsoError)) throw error;
        await outcome(error.failure);
        throw testRefusalOf(error);
      }
      await kyselyAcrossCompanies(db)
        .updateTable('sso_connection_tests')
        .set({ succeeded_at: clock.now() })
        .where('id', '=', test.id)
        .execute();
      await outcome('succeeded', { subject: identity.subject });
      return { testId: test.id, email: identity.email };
    },

    async start(email, browserBinding) {
      const user = await kyselyAcrossCompanies(db)
        .selectFrom('users')
        .select(['id', 'company_id'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .where('status', '=', 'active')
        .executeTakeFirst();
      // An unknown address is told "none", as one whose company has no SSO: nothing to learn.
      if (!user) return { provider: 'none' };
      const stored = await storedSettings(user.company_id);
      if (!stored) return { provider: 'none' };
      const chosen = connectionOf(stored);
      const provider = providerFor(chosen);
      const request = await provider.authorizationRequest(redirectUri).catch((error: unknown) => {
        throw error instanceof SsoError ? refusalOf(error) : error;
      });
      await kyselyOf(db)
        .insertInto('sso_sign_ins')
        .values({
          state_hash: sha256Hex(request.state),
          company_id: user.company_id,
          browser_hash: sha256Hex(browserBinding),
          provider: chosen.provider,
          code_verifier: request.codeVerifier,
          nonce: request.nonce,
          created_at: clock.now(),
          expires_at: new Date(clock.now().getTime() + SIGN_IN_SECONDS * 1000),
        })
        .execute();
      // The recovery admin is offered SSO but keeps the password way on the sign-in page.
      return {
        provider: chosen.provider,
        required: stored.enforced && stored.recovery_user_id !== user.id,
        authorizationUrl: request.url,
      };
    },

    async complete({
      state,
      code,
      error: providerError,
      errorDescription,
      issuer,
      browserBinding,
    }) {
      // The state is used once: of callers racing with the same answer, one marks it used and
      // goes on; every other one is told the sign-in is no longer valid.
      const pending = await kyselyAcrossCompanies(db)
        .updateTable('sso_sign_ins')
        .set({ used_at: clock.now() })
        .where('state_hash', '=', sha256Hex(state))
        .where('used_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .returningAll()
        .executeTakeFirst();
      // Bound to the browser that started it: a state (and code) carried elsewhere is refused.
      if (!pending || pending.browser_hash !== sha256Hex(browserBinding)) throw stateInvalid();
      const companyId = pending.company_id;
      const chosen = await connection(companyId);
      if (chosen?.provider !== pending.provider) throw stateInvalid();

      const refuse = async (error: AppError, details: object) => {
        await audit(db, clock, { companyId, userId: null, action: 'refused', details });
        return error;
      };
      if (providerError !== undefined || !code) {
        // Okta says "not assigned" in the description of an access_denied (it has no code).
        const failure =
          providerError === 'access_denied'
            ? /not assigned/i.test(errorDescription ?? '')
              ? 'not_assigned'
              : 'access_denied'
            : 'invalid_grant';
        throw await refuse(refusalOf(new SsoError(failure, providerError ?? 'no code')), {
          failure,
          error: providerError ?? null,
        });
      }
      let identity;
      try {
        identity = await providerFor(chosen).finish({
          code,
          state,
          codeVerifier: pending.code_verifier,
          nonce: pending.nonce,
          issuer,
          redirectUri,
          now: clock.now(),
        });
      } catch (error) {
        if (!(error instanceof SsoError)) throw error;
        throw await refuse(refusalOf(error), { failure: error.failure });
      }
      if (!identity.emailVerified) {
        throw await refuse(ssoError(401, 'SSO_NO_ACCOUNT', 'sso.noAccount'), {
          reason: 'email not verified',
        });
      }
      // Matched by email within the company that started the sign-in, never another's, and
      // never made: a person the company has not invited is sent to an admin.
      const user = await kyselyOf(db)
        .selectFrom('users')
        .select(['id', 'public_id', 'company_id', 'status'])
        .where('company_id', '=', companyId)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email))
        .executeTakeFirst();
      if (!user || user.status !== 'active') {
        throw await refuse(ssoError(401, 'SSO_NO_ACCOUNT', 'sso.noAccount'), {
          reason: 'no user of the company',
        });
      }
      await audit(db, clock, {
        companyId,
        userId: user.id,
        action: 'signed_in',
        details: { provider: pending.provider, subject: identity.subject },
      });
      return { userId: user.id, companyId, userPublicId: user.public_id };
    },

    async checkPasswordAllowed(user) {
      const row = await storedSettings(user.companyId);
      if (!row?.enforced || row.recovery_user_id === user.id) return;
      await audit(db, clock, {
        companyId: user.companyId,
        userId: user.id,
        action: 'password_refused',
      });
      throw ssoError(
        403,
        'SSO_REQUIRED',
        row.provider === 'okta' ? 'sso.requiredOkta' : 'sso.requiredGoogle',
      );
    },

    connectSandbox(fetch) {
      sandboxFetch = fetch;
    },
  };
}
