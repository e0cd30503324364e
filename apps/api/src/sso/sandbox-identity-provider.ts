import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type JWK, SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import { randomToken, sha256Hex } from '../auth/crypto.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';
import { DEMO_PASSWORD } from '../seed/constants.js';
import type { Fetch, SsoProviderKind } from './identity-provider.js';

/**
 * The local sandbox identity provider: an OpenID Connect provider served by Outlay itself in
 * demo mode, under a prefix of its own, so the whole SSO flow runs offline. Google and Okta are
 * two tenants of it (two issuers, two clients). It signs in any demo address with the demo
 * password, asks for consent, and answers like the real ones: `access_denied` when the person
 * declines or is not assigned to the app, `invalid_grant` for a used or expired code,
 * `invalid_client` for a wrong secret.
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

const CODE_SECONDS = 60;
const ID_TOKEN_SECONDS = 300;

export const sandboxIssuer = (publicUrl: string, tenant: SsoProviderKind) =>
  `${publicUrl}${SANDBOX_IDP_PREFIX}/${tenant}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TENANT_NAMES: Record<SsoProviderKind, string> = {
  google: 'Google (sandbox)',
  okta: 'Okta (sandbox)',
};

const AUTH_FIELDS = [
  'client_id',
  'redirect_uri',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;
type AuthFields = Record<(typeof AUTH_FIELDS)[number], string>;

function page(tenant: SsoProviderKind, fields: AuthFields, problem?: string) {
  const hidden = AUTH_FIELDS.map(
    (name) => `<input type="hidden" name="${name}" value="${escapeHtml(fields[name])}">`,
  ).join('');
  const error = problem ? `<p role="alert" class="error">${escapeHtml(problem)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in · ${TENANT_NAMES[tenant]}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:26rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px}
label{display:block;margin-top:1rem;font-weight:600}input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px}
.buttons{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.5rem 1rem;border-radius:4px;border:1px solid #1d4ed8}
.allow{background:#1d4ed8;color:#fff}.deny{background:#fff;color:#1d4ed8}.error{color:#b00020;font-weight:600}
small{color:#4b4b4b}
</style></head>
<body><main><h1>${TENANT_NAMES[tenant]}</h1>
<p>Outlay asks to know your name and email address. This is the local sandbox identity provider:
sign in with a demo address and the demo password.</p>
${error}
<form method="post" action="${SANDBOX_IDP_PREFIX}/${tenant}/authorize">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="buttons"><button class="allow" type="submit" name="decision" value="allow">Allow and continue</button>
<button class="deny" type="submit" name="decision" value="deny" formnovalidate>Deny</button></div>
</form><p><small>Outlay demo · ${escapeHtml(tenant)}</small></p></main></body></html>`;
}

function errorPage(reply: FastifyReply, message: string) {
  // OAuth 2.0 §4.1.2.1: a bad client or redirect address is shown, never redirected to.
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(message)}</p></main></body></html>`,
    );
}

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return reply.header('cache-control', 'no-store').redirect(url.toString(), 303);
}

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description });

export interface SandboxIdentityProviderOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** The redirect addresses registered for Outlay's client. */
  redirectUris: readonly string[];
}

/** Serves the sandbox provider's discovery, JWKS, authorization (a sign-in and consent page) and token endpoints. */
export async function registerSandboxIdentityProvider(
  app: FastifyInstance,
  options: SandboxIdentityProviderOptions,
) {
  const { db, clock, publicUrl, redirectUris } = options;
  const signingKeys = new Map<SsoProviderKind, Promise<{ privateJwk: JWK; publicJwk: JWK }>>();

  // One key per tenant in the database, so every Outlay process signs with the same one.
  function signingKey(tenant: SsoProviderKind) {
    let key = signingKeys.get(tenant);
    if (!key) {
      key = (async () => {
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
        const privateJwk = (
          typeof row.private_jwk === 'string' ? JSON.parse(row.private_jwk) : row.private_jwk
        ) as JWK;
        // The public half: the curve point, never `d`.
        const publicJwk: JWK = {
          kty: privateJwk.kty,
          crv: privateJwk.crv,
          x: privateJwk.x,
          y: privateJwk.y,
          kid: privateJwk.kid,
          alg: 'ES256',
          use: 'sig',
        };
        return { privateJwk, publicJwk };
      })();
      void key.catch(() => signingKeys.delete(tenant));
      signingKeys.set(tenant, key);
    }
    return key;
  }

  await app.register(
    (scope, _options, done) => {
      // The token endpoint takes a form body (RFC 6749 §4.1.3), as does the consent page.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8 * 1024 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );

      const tenantOf = (params: unknown): SsoProviderKind | undefined => {
        const tenant = (params as { tenant?: string }).tenant;
        return (SANDBOX_TENANTS as readonly string[]).includes(tenant ?? '')
          ? (tenant as SsoProviderKind)
          : undefined;
      };

      scope.get('/:tenant/.well-known/openid-configuration', async (request, reply) => {
        const tenant = tenantOf(request.params);
        if (!tenant) return reply.code(404).send({ error: 'not_found' });
        const issuer = sandboxIssuer(publicUrl, tenant);
        return {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['ES256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_basic'],
          code_challenge_methods_supported: ['S256'],
          claims_supported: ['sub', 'email', 'email_verified', 'name', 'nonce'],
        };
      });

      scope.get('/:tenant/jwks', async (request, reply) => {
        const tenant = tenantOf(request.params);
        if (!tenant) return reply.code(404).send({ error: 'not_found' });
        return { keys: [(await signingKey(tenant)).publicJwk] };
      });

      function checkRequest(tenant: SsoProviderKind, raw: unknown): AuthFields | string {
        const source = (raw ?? {}) as Record<string, unknown>;
        const fields = Object.fromEntries(
          AUTH_FIELDS.map((name) => [name, typeof source[name] === 'string' ? source[name] : '']),
        ) as AuthFields;
        if (fields.client_id !== SANDBOX_CLIENTS[tenant].clientId) return 'Unknown client_id.';
        if (!redirectUris.includes(fields.redirect_uri)) {
          return 'The redirect_uri is not registered for this client.';
        }
        return fields;
      }

      scope.get('/:tenant/authorize', async (request, reply) => {
        const tenant = tenantOf(request.params);
        if (!tenant) return reply.code(404).send({ error: 'not_found' });
        const fields = checkRequest(tenant, request.query);
        if (typeof fields === 'string') return errorPage(reply, fields);
        const query = request.query as Record<string, unknown>;
        if (query.response_type !== 'code') {
          return redirectWith(reply, fields.redirect_uri, {
            error: 'unsupported_response_type',
            state: fields.state,
          });
        }
        if (fields.code_challenge_method !== 'S256' || fields.code_challenge === '') {
          // Like Okta: PKCE is required of this client.
          return redirectWith(reply, fields.redirect_uri, {
            error: 'invalid_request',
            error_description: 'PKCE code challenge is required (S256).',
            state: fields.state,
          });
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page(tenant, fields));
      });

      scope.post('/:tenant/authorize', async (request, reply) => {
        const tenant = tenantOf(request.params);
        if (!tenant) return reply.code(404).send({ error: 'not_found' });
        const fields = checkRequest(tenant, request.body);
        if (typeof fields === 'string') return errorPage(reply, fields);
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (body.decision !== 'allow') {
          return redirectWith(reply, fields.redirect_uri, {
            error: 'access_denied',
            error_description: 'The resource owner or authorization server denied the request.',
            state: fields.state,
          });
        }
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (!email.endsWith(DIRECTORY_DOMAIN) || body.password !== DEMO_PASSWORD) {
          return reply
            .code(401)
            .type('text/html; charset=utf-8')
            .send(page(tenant, fields, 'The email or password is incorrect.'));
        }
        if (isUnassigned(email)) {
          return redirectWith(reply, fields.redirect_uri, {
            error: 'access_denied',
            error_description: 'User is not assigned to the client application.',
            state: fields.state,
          });
        }
        const code = randomToken();
        await kyselyAcrossCompanies(db)
          .insertInto('sandbox_oidc_codes')
          .values({
            code_hash: sha256Hex(code),
            tenant,
            client_id: fields.client_id,
            redirect_uri: fields.redirect_uri,
            code_challenge: fields.code_challenge,
            nonce: fields.nonce,
            email,
            expires_at: new Date(clock.now().getTime() + CODE_SECONDS * 1000),
          })
          .execute();
        return redirectWith(reply, fields.redirect_uri, { code, state: fields.state });
      });

      scope.post('/:tenant/token', async (request, reply) => {
        const tenant = tenantOf(request.params);
        if (!tenant) return reply.code(404).send({ error: 'not_found' });
        const client = SANDBOX_CLIENTS[tenant];
        const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
        const [id, secret] = Buffer.from(encoded ?? '', 'base64')
          .toString()
          .split(':')
          .map((part) => decodeURIComponent(part));
        if (scheme !== 'Basic' || id !== client.clientId || secret !== client.clientSecret) {
          return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
        }
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (body.grant_type !== 'authorization_code' || typeof body.code !== 'string') {
          return oauthError(reply, 400, 'unsupported_grant_type', 'Only authorization_code.');
        }
        // Single use: one caller marks the code used; every other caller finds it gone.
        const row = await kyselyAcrossCompanies(db)
          .updateTable('sandbox_oidc_codes')
          .set({ used_at: clock.now() })
          .where('code_hash', '=', sha256Hex(body.code))
          .where('tenant', '=', tenant)
          .where('used_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !row ||
          row.expires_at.getTime() <= clock.now().getTime() ||
          row.client_id !== client.clientId ||
          row.redirect_uri !== body.redirect_uri ||
          row.code_challenge !== challenge
        ) {
          return oauthError(
            reply,
            400,
            'invalid_grant',
            'The authorization code is invalid or has expired.',
          );
        }
        const { privateJwk } = await signingKey(tenant);
        const now = Math.floor(clock.now().getTime() / 1000);
        const idToken = await new SignJWT({
          email: row.email,
          email_verified: true,
          nonce: row.nonce,
        })
          .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid ?? '' })
          .setIssuer(sandboxIssuer(publicUrl, tenant))
          .setAudience(client.clientId)
          .setSubject(sha256Hex(`${tenant}:${row.email}`).slice(0, 24))
          .setIssuedAt(now)
          .setExpirationTime(now + ID_TOKEN_SECONDS)
          .sign(await importJWK(privateJwk, 'ES256'));
        return reply.header('cache-control', 'no-store').send({
          access_token: randomToken(),
          token_type: 'Bearer',
          expires_in: ID_TOKEN_SECONDS,
          id_token: idToken,
        });
      });
      done();
    },
    { prefix: SANDBOX_IDP_PREFIX },
  );
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
