import * as oidc from 'openid-client';

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
  /** The provider did not know the client id or refused its secret (`invalid_client`). */
  | 'invalid_client'
  /** The ID token failed a check: signature, issuer, audience, expiry or nonce. */
  | 'invalid_id_token'
  /** The issuer answered, but not with a usable OpenID Connect discovery document. */
  | 'discovery_invalid'
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
  /** Fetches (once) and checks the provider's discovery document. */
  discover(): Promise<void>;
  /**
   * A fresh authorization-code request with PKCE (S256), state and nonce. `state` is the
   * caller's when given (a connection test marks its own).
   */
  authorizationRequest(redirectUri: string, state?: string): Promise<AuthorizationRequest>;
  /** Trades the code for tokens and verifies the ID token against the provider's JWKS. */
  finish(input: {
    code: string;
    state: string;
    codeVerifier: string;
    nonce: string;
    /** The `iss` of the answer: checked by the library against the issuer (RFC 9207). */
    issuer?: string | undefined;
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
  /** Allowed clock difference when checking `exp` and `iat`. */
  clockToleranceSeconds?: number;
}

const NETWORK_FAILURE = Symbol('network failure');

/** An error thrown by the transport (refused, timed out, DNS), not by the provider's answer. */
class TransportError extends Error {
  readonly [NETWORK_FAILURE] = true;
}

/** The errors and their causes, outermost first: openid-client wraps what it caught. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 8) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function classify(error: unknown, phase: 'discovery' | 'token'): SsoError {
  if (error instanceof SsoError) return error;
  const chain = chainOf(error);
  const message = chain.map((link) => (link as Error).message).join(' <- ');
  if (chain.some((link) => link instanceof TransportError)) {
    return new SsoError('unreachable', message);
  }
  const body = chain.find((link) => link instanceof oidc.ResponseBodyError);
  if (body instanceof oidc.ResponseBodyError) {
    switch (body.error) {
      case 'invalid_grant':
        return new SsoError('invalid_grant', message);
      case 'invalid_client':
      case 'unauthorized_client':
        return new SsoError('invalid_client', message);
      case 'access_denied':
        return new SsoError('access_denied', message);
      default:
        return new SsoError('unreachable', message);
    }
  }
  if (phase === 'discovery') return new SsoError('discovery_invalid', message);
  // The token endpoint answered something that is not a token answer (an HTML page, a 5xx).
  const code = chain
    .map((link) => (link as { code?: unknown }).code)
    .find((value) => typeof value === 'string');
  if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON') {
    return new SsoError('unreachable', message);
  }
  return new SsoError('invalid_id_token', message);
}

/**
 * A relying party for one provider, built on `openid-client`: discovery (the document must
 * name the issuer it was fetched for), the authorization request with PKCE, state and nonce,
 * the token call with client_secret_basic, and the ID token's signature (the provider's JWKS),
 * issuer, audience, expiry and nonce checked by the library. Google, Okta and the sandbox
 * differ only in these options.
 */
export function createOidcClient(options: OidcClientOptions): IdentityProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  // The JWKS fetched by one exchange, handed to the next, so a sign-in does not fetch it again.
  let jwksCache: oidc.ExportedJWKSCache | undefined;

  const customFetch: oidc.CustomFetch = async (url, init) => {
    const body = init.body;
    try {
      return await options.fetch(url, {
        method: init.method,
        headers: init.headers,
        redirect: init.redirect,
        ...(init.signal ? { signal: init.signal } : {}),
        ...(body === undefined || body === null
          ? {}
          : {
              body:
                body instanceof URLSearchParams
                  ? body.toString()
                  : (body as NonNullable<RequestInit['body']>),
            }),
      });
    } catch (error) {
      throw new TransportError((error as Error).message, { cause: error });
    }
  };
  // The sandbox (and a test's) issuer is plain HTTP on this machine; real ones are HTTPS only.
  const insecure = options.issuer.startsWith('http://');
  // Deprecated only to stand out: it is meant for exactly this, a local non-TLS provider.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the sandbox is plain HTTP
  const allowHttp: (config: oidc.Configuration) => void = oidc.allowInsecureRequests;

  function discover(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        oidc.ClientSecretBasic(options.clientSecret),
        {
          [oidc.customFetch]: customFetch,
          ...(insecure ? { execute: [allowHttp] } : {}),
        },
      )
      .catch((error: unknown) => {
        // A failed discovery is tried again next time rather than remembered.
        discovered = undefined;
        throw classify(error, 'discovery');
      });
    return discovered;
  }

  /** A configuration for one exchange, its clock set to Outlay's (the tests' clock moves). */
  async function configurationAt(now: Date) {
    const base = await discover();
    const config = new oidc.Configuration(
      base.serverMetadata(),
      options.clientId,
      {
        [oidc.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
        [oidc.clockTolerance]: options.clockToleranceSeconds ?? 0,
      },
      oidc.ClientSecretBasic(options.clientSecret),
    );
    config[oidc.customFetch] = customFetch;
    if (insecure) allowHttp(config);
    // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC Core
    // §3.1.3.7); Outlay checks its signature against the JWKS too, on every provider.
    oidc.enableNonRepudiationChecks(config);
    if (jwksCache) oidc.setJwksCache(config, jwksCache);
    return config;
  }

  return {
    kind: options.kind,
    issuer: options.issuer,

    async discover() {
      await discover();
    },

    async authorizationRequest(redirectUri, state) {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const request = {
        state: state ?? oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { ...request, url: url.toString() };
    },

    async finish({ code, state, codeVerifier, nonce, issuer, redirectUri, now }) {
      const config = await configurationAt(now);
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      // A provider that names itself in its answers must name the issuer asked (mix-up defence).
      if (issuer !== undefined) back.searchParams.set('iss', issuer);
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(config, back, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw classify(error, 'token');
      } finally {
        jwksCache = oidc.getJwksCache(config) ?? jwksCache;
      }
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string' || typeof claims.sub !== 'string') {
        throw new SsoError('invalid_id_token', 'no email claim');
      }
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
      };
    },
  };
}
