import { createHash } from 'node:crypto';
import { type JSONWebKeySet, createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { randomToken } from '../auth/crypto.js';

/** The identity providers a company can choose (spec part 2 §4: none, google, okta). */
export type SsoProviderKind = 'google' | 'okta';

/** How an identity provider's answer failed, each told to the person in its own words. */
export type SsoFailure =
  /** The person, or the provider, said no (OIDC `access_denied`). */
  | 'access_denied'
  /** Okta's "not assigned to the client application". */
  | 'not_assigned'
  /** The code was used already or is too old (OIDC `invalid_grant`). */
  | 'invalid_grant'
  /** The ID token failed a check: signature, issuer, audience, expiry or nonce. */
  | 'invalid_id_token'
  /** The provider did not answer, or answered something that is not OIDC. */
  | 'unreachable';

export class SsoError extends Error {
  constructor(
    readonly failure: SsoFailure,
    detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'SsoError';
  }
}

/** What Outlay keeps of the provider's verified ID token. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One OpenID Connect provider, as a relying party sees it. */
export interface IdentityProvider {
  readonly kind: SsoProviderKind;
  readonly issuer: string;
  /** A fresh authorization-code request with PKCE (S256), state and nonce. */
  authorizationRequest(redirectUri: string): Promise<AuthorizationRequest>;
  /** Trades the code for tokens and verifies the ID token against the provider's JWKS. */
  finish(input: {
    code: string;
    codeVerifier: string;
    nonce: string;
    redirectUri: string;
    now: Date;
  }): Promise<VerifiedIdentity>;
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface OidcClientOptions {
  kind: SsoProviderKind;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How the provider is reached: the network for Google and Okta, in-process for the sandbox. */
  fetch: Fetch;
  /** How long a fetched JWKS is trusted before it is fetched again. */
  jwksMaxAgeMs?: number;
  /** Allowed clock difference when checking `exp` and `iat`. */
  clockToleranceSeconds?: number;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Falls through: a provider's HTML error page is "unreachable" as much as silence is.
  }
  throw new SsoError('unreachable', `${what} answered ${response.status} without JSON`);
}

/**
 * A relying party for one provider: discovery, the authorization request, the token call with
 * client_secret_basic, and the ID token checked with `jose` (signature against the JWKS,
 * issuer, audience, expiry, nonce). Google, Okta and the sandbox differ only in these options.
 */
export function createOidcClient(options: OidcClientOptions): IdentityProvider {
  const jwksMaxAgeMs = options.jwksMaxAgeMs ?? 5 * 60_000;
  let discovery: Promise<Discovery> | undefined;
  let keys: { set: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | undefined;

  async function call(url: string, init: RequestInit | undefined, what: string) {
    try {
      return await options.fetch(url, init);
    } catch (error) {
      throw new SsoError('unreachable', `${what}: ${(error as Error).message}`);
    }
  }

  function discover(): Promise<Discovery> {
    discovery ??= (async () => {
      const url = `${options.issuer}/.well-known/openid-configuration`;
      const response = await call(url, undefined, 'discovery');
      const body = await readJson(response, 'discovery');
      const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
      if (!response.ok || fields.some((field) => typeof body[field] !== 'string')) {
        throw new SsoError('unreachable', `discovery answered ${response.status}`);
      }
      // OIDC Discovery §4.3: the document must name the issuer it was fetched for.
      if (body.issuer !== options.issuer) {
        throw new SsoError('unreachable', `discovery names issuer ${String(body.issuer)}`);
      }
      return body as unknown as Discovery;
    })();
    // A failed discovery is tried again next time rather than remembered.
    void discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  }

  async function jwks(force: boolean) {
    if (!force && keys && Date.now() - keys.fetchedAt < jwksMaxAgeMs) return keys.set;
    const { jwks_uri } = await discover();
    const response = await call(jwks_uri, undefined, 'jwks');
    const body = await readJson(response, 'jwks');
    if (!response.ok || !Array.isArray(body.keys)) {
      throw new SsoError('unreachable', `jwks answered ${response.status}`);
    }
    keys = { set: createLocalJWKSet(body as unknown as JSONWebKeySet), fetchedAt: Date.now() };
    return keys.set;
  }

  async function verify(idToken: string, nonce: string, now: Date, retried = false) {
    const keySet = await jwks(retried);
    try {
      const { payload } = await jwtVerify(idToken, keySet, {
        issuer: options.issuer,
        audience: options.clientId,
        currentDate: now,
        clockTolerance: options.clockToleranceSeconds ?? 0,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.nonce !== nonce) throw new SsoError('invalid_id_token', 'nonce mismatch');
      if (typeof payload.email !== 'string' || typeof payload.sub !== 'string') {
        throw new SsoError('invalid_id_token', 'no email claim');
      }
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
      };
    } catch (error) {
      // A key the provider rotated in since the JWKS was fetched: fetch it once more.
      if (error instanceof joseErrors.JWKSNoMatchingKey && !retried) {
        return verify(idToken, nonce, now, true);
      }
      if (error instanceof SsoError) throw error;
      throw new SsoError('invalid_id_token', (error as Error).message);
    }
  }

  return {
    kind: options.kind,
    issuer: options.issuer,

    async authorizationRequest(redirectUri) {
      const { authorization_endpoint } = await discover();
      const request = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() };
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: s256(request.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return { ...request, url: url.toString() };
    },

    async finish({ code, codeVerifier, nonce, redirectUri, now }) {
      const { token_endpoint } = await discover();
      const basic = Buffer.from(
        `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
      ).toString('base64');
      const response = await call(
        token_endpoint,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            code_verifier: codeVerifier,
          }).toString(),
        },
        'token',
      );
      const body = await readJson(response, 'token');
      if (!response.ok) {
        const error = typeof body.error === 'string' ? body.error : 'unknown';
        if (error === 'invalid_grant') throw new SsoError('invalid_grant', error);
        if (error === 'access_denied') throw new SsoError('access_denied', error);
        throw new SsoError('unreachable', `token answered ${response.status} ${error}`);
      }
      if (typeof body.id_token !== 'string') {
        throw new SsoError('invalid_id_token', 'the token answer has no id_token');
      }
      return verify(body.id_token, nonce, now);
    },
  };
}
