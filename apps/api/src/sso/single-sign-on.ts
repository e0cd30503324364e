import { sha256Hex } from '../auth/crypto.js';
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
import { SANDBOX_CLIENTS, sandboxIssuer } from './sandbox-identity-provider.js';

/** How long the provider may take to send the person back. */
const SIGN_IN_SECONDS = 10 * 60;
/** How long a real provider may take to answer one call. */
const PROVIDER_TIMEOUT_MS = 10_000;

export type SsoChoice = 'none' | SsoProviderKind;

export interface SsoSettings {
  provider: SsoChoice;
  oktaDomain: string | null;
  enforced: boolean;
  /** The admin who may still sign in with password and code while SSO is required. */
  recoveryAdminEmail: string | null;
}

export type SsoStart =
  { provider: 'none' } | { provider: SsoProviderKind; required: boolean; authorizationUrl: string };

export interface SingleSignOn {
  readonly redirectUri: string;
  settings(companyId: number): Promise<SsoSettings>;
  save(
    actor: { userId: number; companyId: number },
    input: { provider: SsoChoice; oktaDomain?: string | null; enforced: boolean },
  ): Promise<SsoSettings>;
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

export function createSingleSignOn(deps: { db: Db; clock: Clock; config: Config }): SingleSignOn {
  const { db, clock, config } = deps;
  const redirectUri = `${config.publicUrl}/client/sso/callback`;
  let sandboxFetch: Fetch | undefined;
  const clients = new Map<string, IdentityProvider>();

  const networkFetch: Fetch = (url, init) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });

  function providerFor(kind: SsoProviderKind, oktaDomain: string | null): IdentityProvider {
    const key = `${kind}:${oktaDomain ?? ''}`;
    const known = clients.get(key);
    if (known) return known;
    let client: IdentityProvider;
    if (config.sso.sandbox) {
      client = createOidcClient({
        kind,
        issuer: sandboxIssuer(config.publicUrl, kind),
        ...SANDBOX_CLIENTS[kind],
        fetch: (url, init) => {
          if (!sandboxFetch) throw new SsoError('unreachable', 'sandbox not connected');
          return sandboxFetch(url, init);
        },
      });
    } else {
      const registered = config.sso[kind];
      if (!registered) throw ssoError(502, 'SSO_UNREACHABLE', 'sso.unreachable');
      client = createOidcClient({
        kind,
        // Okta's org authorization server answers at the domain itself.
        issuer: kind === 'google' ? 'https://accounts.google.com' : `https://${oktaDomain ?? ''}`,
        ...registered,
        fetch: networkFetch,
        clockToleranceSeconds: 30,
      });
    }
    clients.set(key, client);
    return client;
  }

  async function storedSettings(companyId: number) {
    return kyselyOf(db)
      .selectFrom('company_sso_settings as s')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 's.recovery_user_id').onRef('u.company_id', '=', 's.company_id'),
      )
      .select(['s.provider', 's.okta_domain', 's.enforced', 's.recovery_user_id', 'u.email'])
      .where('s.company_id', '=', companyId)
      .executeTakeFirst();
  }

  async function settings(companyId: number): Promise<SsoSettings> {
    const row = await storedSettings(companyId);
    if (!row) {
      return { provider: 'none', oktaDomain: null, enforced: false, recoveryAdminEmail: null };
    }
    return {
      provider: row.provider,
      oktaDomain: row.okta_domain,
      enforced: row.enforced,
      recoveryAdminEmail: row.enforced ? row.email : null,
    };
  }

  return {
    redirectUri,
    settings,

    async save(actor, input) {
      const oktaDomain =
        input.provider === 'okta' ? (input.oktaDomain ?? '').trim().toLowerCase() : null;
      if (input.provider === 'okta' && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(oktaDomain ?? '')) {
        throw new AppError(
          400,
          'VALIDATION',
          'validation.body',
          { detail: 'oktaDomain' },
          {},
          {
            oktaDomain: { key: 'sso.oktaDomainInvalid' },
          },
        );
      }
      const before = await settings(actor.companyId);
      await db.transaction(async (tx) => {
        const queries = kyselyOf(tx);
        if (input.provider === 'none') {
          await queries
            .deleteFrom('company_sso_settings')
            .where('company_id', '=', actor.companyId)
            .execute();
        } else {
          // The admin who requires SSO is the one left able to sign in with password and code.
          const values = {
            provider: input.provider,
            okta_domain: oktaDomain,
            enforced: input.enforced,
            recovery_user_id: input.enforced ? actor.userId : null,
            updated_by: actor.userId,
            updated_at: clock.now(),
          };
          await queries
            .insertInto('company_sso_settings')
            .values({ company_id: actor.companyId, ...values })
            .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
            .execute();
        }
        await audit(tx, clock, {
          companyId: actor.companyId,
          userId: actor.userId,
          action: 'settings_changed',
          details: {
            from: { provider: before.provider, enforced: before.enforced },
            to: { provider: input.provider, enforced: input.provider !== 'none' && input.enforced },
          },
        });
      });
      return settings(actor.companyId);
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
      const chosen = await settings(user.company_id);
      if (chosen.provider === 'none') return { provider: 'none' };
      const provider = providerFor(chosen.provider, chosen.oktaDomain);
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
      const stored = await storedSettings(user.company_id);
      return {
        provider: chosen.provider,
        required: chosen.enforced && stored?.recovery_user_id !== user.id,
        authorizationUrl: request.url,
      };
    },

    async complete({ state, code, error: providerError, errorDescription, browserBinding }) {
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
      const chosen = await settings(companyId);
      if (chosen.provider !== pending.provider) throw stateInvalid();

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
        identity = await providerFor(pending.provider, chosen.oktaDomain).finish({
          code,
          state,
          codeVerifier: pending.code_verifier,
          nonce: pending.nonce,
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
