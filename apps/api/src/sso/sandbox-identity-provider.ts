import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type JWK, exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, errors, interactionPolicy } from 'oidc-provider';
import { randomToken } from '../auth/crypto.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';
import { type Lang, pickLanguage } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import { DEMO_PASSWORD } from '../seed/constants.js';
import type { Fetch, SsoProviderKind } from './identity-provider.js';
import { sandboxProviderStore } from './sandbox-provider-store.js';
import { errorPage, signInPage } from './sandbox-sign-in-page.js';

/**
 * The local sandbox identity provider, in demo mode, so the whole SSO flow runs offline:
 * `oidc-provider` (panva's certified OpenID Connect provider) mounted on Outlay's server under
 * a prefix of its own. Google and Okta are two tenants of it (two issuers, two clients). Its
 * own sign-in and consent page signs in any demo address with the demo password, and answers
 * like the real ones: `access_denied` when the person declines, Okta's "not assigned to the
 * client application" for an address kept out of the app, and, while a tenant is switched
 * off, no answer at all (the provider unreachable). Its keys, cookie key and state are shared
 * by every Outlay process on the database, so the round trip may cross servers.
 */
export const SANDBOX_IDP_PREFIX = '/sandbox/oidc';

export const SANDBOX_TENANTS = ['google', 'okta'] as const satisfies readonly SsoProviderKind[];

/** The client each tenant knows Outlay as; the secret is the demo's, never a real one. */
export const SANDBOX_CLIENTS: Record<SsoProviderKind, { clientId: string; clientSecret: string }> =
  {
    google: { clientId: 'outlay-sandbox-google', clientSecret: 'sandbox-google-secret-2026' },
    okta: { clientId: 'outlay-sandbox-okta', clientSecret: 'sandbox-okta-secret-2026' },
  };

/** The demo directory: who the sandbox knows, and who is not assigned to Outlay's app. */
const DIRECTORY_DOMAIN = '@demo.outlay.test';
const isUnassigned = (email: string) => email.startsWith('sso.unassigned');
export const NOT_ASSIGNED_DESCRIPTION = 'User is not assigned to the client application.';

export const sandboxIssuer = (publicUrl: string, tenant: SsoProviderKind) =>
  `${publicUrl}${SANDBOX_IDP_PREFIX}/${tenant}`;

const tenantPath = (tenant: SsoProviderKind) => `${SANDBOX_IDP_PREFIX}/${tenant}`;

function tenantOf(params: unknown): SsoProviderKind | undefined {
  const tenant = (params as { tenant?: string }).tenant ?? '';
  return (SANDBOX_TENANTS as readonly string[]).includes(tenant)
    ? (tenant as SsoProviderKind)
    : undefined;
}

/** The account id is the address, encoded: opaque in the token, read back without storage. */
const accountIdOf = (email: string) => Buffer.from(email).toString('base64url');
const emailOfAccount = (accountId: string) => Buffer.from(accountId, 'base64url').toString();

/** The page speaks the browser's language (en, es or pt). */
const langOf = (request: { headers: IncomingHttpHeaders }): Lang =>
  pickLanguage(request.headers['accept-language']);

export interface SandboxIdentityProviderOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** The redirect addresses registered for Outlay's client. */
  redirectUris: readonly string[];
  /** Signs the provider's cookies: the same on every Outlay process (from the server secret). */
  cookieKey: string;
}

export interface SandboxIdentityProvider {
  /** Switches a tenant off (every call unanswered, as a provider that is down) or on again. */
  setOutage(tenant: SsoProviderKind, down: boolean): void;
}

/**
 * Asks who signs in on every authorization, as a demo needs (one browser signs in as several
 * people), unless this very interaction just answered it (else the resume would ask again).
 */
function askEveryTime() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('sandbox_asks', 'the sandbox asks every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** Serves each tenant's provider (discovery, JWKS, authorization, token) and its sign-in page. */
export async function registerSandboxIdentityProvider(
  app: FastifyInstance,
  options: SandboxIdentityProviderOptions,
): Promise<SandboxIdentityProvider> {
  const { db, clock, publicUrl, redirectUris, cookieKey } = options;
  const publicAddress = new URL(publicUrl);
  const providers = new Map<SsoProviderKind, Promise<Provider>>();
  const down = new Set<SsoProviderKind>();

  // One key per tenant in the database, so every Outlay process signs with the same one.
  async function signingKey(tenant: SsoProviderKind): Promise<JWK> {
    const queries = kyselyAcrossCompanies(db);
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const fresh = { ...(await exportJWK(privateKey)), kid: randomToken(8), alg: 'ES256' };
    await queries
      .insertInto('sandbox_oidc_keys')
      .values({ tenant, private_jwk: JSON.stringify(fresh), created_at: clock.now() })
      .onConflict((conflict) => conflict.column('tenant').doNothing())
      .execute();
    const row = await queries
      .selectFrom('sandbox_oidc_keys')
      .select('private_jwk')
      .where('tenant', '=', tenant)
      .executeTakeFirstOrThrow();
    const jwk = (
      typeof row.private_jwk === 'string' ? JSON.parse(row.private_jwk) : row.private_jwk
    ) as JWK;
    return { ...jwk, use: 'sig' };
  }

  function configuration(tenant: SsoProviderKind, key: JWK): Configuration {
    const client = SANDBOX_CLIENTS[tenant];
    return {
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [...redirectUris],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
          id_token_signed_response_alg: 'ES256',
        },
      ],
      jwks: { keys: [key] },
      // Its sessions, interactions, grants and codes in the database, for every process.
      adapter: sandboxProviderStore(db, clock, tenant),
      // Like Okta: PKCE (S256) is required of every client.
      pkce: { methods: ['S256'], required: () => true },
      responseTypes: ['code'],
      scopes: ['openid', 'email', 'profile'],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // The email in the ID token itself, as Google and Okta put it there.
      conformIdTokenClaims: false,
      findAccount: (_ctx, accountId) => {
        const email = emailOfAccount(accountId);
        if (!email.endsWith(DIRECTORY_DOMAIN)) return undefined;
        return {
          accountId,
          claims: () => ({
            sub: accountId,
            email,
            email_verified: true,
            name: email.slice(0, email.indexOf('@')),
          }),
        };
      },
      interactions: {
        policy: askEveryTime(),
        url: (_ctx, interaction) => `${tenantPath(tenant)}/interaction/${interaction.uid}`,
      },
      features: {
        devInteractions: { enabled: false },
        userinfo: { enabled: false },
      },
      cookies: { keys: [cookieKey] },
      ttl: {
        AuthorizationCode: 60,
        IdToken: 300,
        AccessToken: 300,
        Interaction: 600,
        Session: 600,
        Grant: 600,
      },
      renderError: (ctx, out) => {
        ctx.type = 'html';
        ctx.body = errorPage(
          langOf(ctx.req),
          out.error_description ?? translate(langOf(ctx.req), 'sso.sandbox.expired'),
        );
      },
    };
  }

  function providerOf(tenant: SsoProviderKind) {
    let provider = providers.get(tenant);
    if (!provider) {
      provider = signingKey(tenant).then((key) => {
        const made = new Provider(sandboxIssuer(publicUrl, tenant), configuration(tenant, key));
        // It answers as at Outlay's public address, whatever Host a request came with.
        made.proxy = true;
        return made;
      });
      void provider.catch(() => providers.delete(tenant));
      providers.set(tenant, provider);
    }
    return provider;
  }

  /**
   * Leaves the answer to the provider, with the headers Outlay's hooks set (the security
   * headers). Its redirects need them too: a browser enforces the opener policy on every hop,
   * and one hop without it cuts the Test connection window off from the page that opened it.
   */
  function takeOver(reply: FastifyReply) {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
  }

  /** Hands the request to the provider (a Koa app), the prefix taken off as a mount does. */
  async function passOn(
    tenant: SsoProviderKind,
    request: FastifyRequest,
    reply: FastifyReply,
    handle: (provider: Provider, raw: IncomingMessage) => Promise<void>,
  ) {
    const provider = await providerOf(tenant);
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url ?? '';
    raw.url = raw.originalUrl.slice(tenantPath(tenant).length) || '/';
    raw.headers['x-forwarded-host'] = publicAddress.host;
    raw.headers['x-forwarded-proto'] = publicAddress.protocol.slice(0, -1);
    takeOver(reply);
    await handle(provider, raw);
  }

  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('cache-control', 'no-store').send({
      error: 'temporarily_unavailable',
      error_description: 'The sandbox is switched off.',
    });

  // The provider's own endpoints: the request body is left unread for it to parse.
  await app.register(
    (scope, _options, done) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => {
        done(null);
      });
      scope.all('/:tenant/*', async (request, reply) => {
        const tenant = tenantOf(request.params);
        if (!tenant) return reply.code(404).send({ error: 'not_found' });
        if (down.has(tenant)) return unavailable(reply);
        await passOn(tenant, request, reply, (provider, raw) =>
          provider.callback()(raw, reply.raw),
        );
        return reply;
      });
      done();
    },
    { prefix: SANDBOX_IDP_PREFIX },
  );

  // The sign-in and consent page, Outlay's own: the provider hands the interaction to it.
  await app.register(
    (scope, _options, done) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8 * 1024 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );

      const expired = (request: FastifyRequest, reply: FastifyReply) => {
        const lang = langOf(request);
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(errorPage(lang, translate(lang, 'sso.sandbox.expired')));
      };

      async function details(
        tenant: SsoProviderKind,
        request: FastifyRequest,
        reply: FastifyReply,
      ) {
        const provider = await providerOf(tenant);
        try {
          return await provider.interactionDetails(request.raw, reply.raw);
        } catch (error) {
          if (error instanceof errors.SessionNotFound) return undefined;
          throw error;
        }
      }

      const page = (
        request: FastifyRequest,
        reply: FastifyReply,
        tenant: SsoProviderKind,
        extra: { email?: string; problem?: string } = {},
      ) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(signInPage({ lang: langOf(request), tenant, action: request.url, ...extra }));

      scope.get('/:tenant/interaction/:uid', async (request, reply) => {
        const tenant = tenantOf(request.params);
        if (!tenant) return reply.code(404).send({ error: 'not_found' });
        if (down.has(tenant)) return unavailable(reply);
        if (!(await details(tenant, request, reply))) return expired(request, reply);
        return page(request, reply, tenant);
      });

      scope.post('/:tenant/interaction/:uid', async (request, reply) => {
        const tenant = tenantOf(request.params);
        if (!tenant) return reply.code(404).send({ error: 'not_found' });
        if (down.has(tenant)) return unavailable(reply);
        const interaction = await details(tenant, request, reply);
        if (!interaction) return expired(request, reply);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const provider = await providerOf(tenant);
        const finish = async (result: Parameters<Provider['interactionFinished']>[2]) => {
          takeOver(reply);
          await provider.interactionFinished(request.raw, reply.raw, result, {
            mergeWithLastSubmission: false,
          });
        };
        if (body.decision !== 'allow') {
          await finish({
            error: 'access_denied',
            error_description: 'The resource owner or authorization server denied the request.',
          });
          return reply;
        }
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (!email.endsWith(DIRECTORY_DOMAIN) || body.password !== DEMO_PASSWORD) {
          reply.code(401);
          return page(request, reply, tenant, {
            email,
            problem: translate(langOf(request), 'sso.sandbox.wrongPassword'),
          });
        }
        if (isUnassigned(email)) {
          await finish({ error: 'access_denied', error_description: NOT_ASSIGNED_DESCRIPTION });
          return reply;
        }
        const accountId = accountIdOf(email);
        const { client_id: clientId, scope } = interaction.params;
        if (typeof clientId !== 'string') return expired(request, reply);
        const grant = new provider.Grant({ accountId, clientId });
        grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
        await finish({
          login: { accountId, remember: false },
          consent: { grantId: await grant.save() },
        });
        return reply;
      });
      // A demo switch: a tenant that is down leaves Outlay's calls unanswered, so the demo
      // (and the tests) can show what a person and an admin see when the provider is down.
      scope.put('/:tenant/outage', async (request, reply) => {
        const tenant = tenantOf(request.params);
        const body = (request.body ?? {}) as { down?: unknown };
        if (!tenant || typeof body.down !== 'boolean') return reply.code(404).send();
        if (body.down) down.add(tenant);
        else down.delete(tenant);
        return reply.code(204).send();
      });
      done();
    },
    { prefix: SANDBOX_IDP_PREFIX },
  );

  return {
    setOutage(tenant, isDown) {
      if (isDown) down.add(tenant);
      else down.delete(tenant);
    },
  };
}

/**
 * How Outlay's relying party reaches the sandbox: through Fastify's inject, in-process, so a
 * server never calls itself over the network (and tests need no listening port).
 */
export function injectFetch(app: FastifyInstance, publicUrl: string): Fetch {
  return async (url, init) => {
    if (!url.startsWith(`${publicUrl}${SANDBOX_IDP_PREFIX}/`)) {
      throw new Error(`the sandbox fetch only reaches the sandbox provider, not ${url}`);
    }
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.slice(publicUrl.length),
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}
