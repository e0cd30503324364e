// The openapi-fetch middleware that carries the session (spec part 1 §4.2, §7):
// - every request gets `x-platform-type: webapp`, `Accept-Language` and, once known,
//   `x-client-ip`; operations whose contract security accepts the secretToken get
//   `Authorization: Bearer <token>`, and one that needs it fails without a network call
//   and logs out when there is no token;
// - a 401 or 403 from such an operation starts ONE refresh shared by every request waiting
//   at that moment, then retries each once (an unsent copy, body included) with the new
//   token; a failed refresh logs out once and fails every waiter;
// - across tabs, one refresh runs at a time and its token is shared (tab-coordination.ts);
// - a request that cannot reach the server fails with an ApiError (see errors.ts).
import type { Middleware } from 'openapi-fetch';
import type { OperationAccess } from './generated/access';
import { clientError, errorKeys, isAbortError, toApiError } from './errors';
import { REFRESH_LOCK, type TabCoordination, isTokenMessage } from './tab-coordination';

export type Language = 'en' | 'es' | 'pt';

/** What the client needs from the app's session; the app owns the state. */
export interface SessionPort {
  /** The access token, or null when signed out. */
  getSecretToken(): string | null;
  /** Called with the new token after a successful refresh. */
  setSecretToken(token: string): void;
  /** The caller's public address when the app knows it (else the looked-up one is used). */
  getClientAddress(): string | null;
  getLanguage(): Language;
  /** The session is over (no token, or the refresh failed): clear it and go to sign-in. */
  onLogout(): void;
}

export const PLATFORM_TYPE = 'webapp';

export const headerNames = {
  platformType: 'x-platform-type',
  clientAddress: 'x-client-ip',
  language: 'Accept-Language',
  authorization: 'Authorization',
} as const;

export interface SessionMiddlewareOptions {
  session: SessionPort;
  /** The credential the operation behind a request takes (see generated/access.ts). */
  accessOf: (method: string, schemaPath: string) => OperationAccess | undefined;
  /** Exchanges the refresh cookie for a new token; null (or a rejection) when refused. */
  refresh: () => Promise<string | null>;
  /** The OpenAPI path of the address lookup, which must not wait for itself. */
  clientAddressPath?: string;
  /**
   * The OpenAPI path of the refresh, which does not wait for the lookup either: it carries a
   * cookie, not the token, and a returning visitor's session comes back one round trip sooner
   * when the two go out together (the address goes on it if already known).
   */
  refreshPath?: string;
  /** Other tabs of the app: one refresh at a time among them, its token shared. */
  tabs?: TabCoordination;
}

export interface SessionMiddleware {
  middleware: Middleware;
  /**
   * Uses the address this lookup finds for `x-client-ip`; requests made before it settles
   * wait for it (it should never reject, and should time out on its own).
   */
  useClientAddress(lookup: Promise<string | null>): void;
}

interface SentWithToken {
  /** An unsent copy of the request, for the retry. */
  copy: Request;
  /** The token it was sent with. */
  token: string;
}

function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403;
}

function acceptsSecretToken(access: OperationAccess | undefined): boolean {
  return access === 'token' || access === 'optional-token';
}

export function createSessionMiddleware(options: SessionMiddlewareOptions): SessionMiddleware {
  const { session, accessOf } = options;
  let clientAddress: string | null = null;
  const unwaited = new Set([options.clientAddressPath, options.refreshPath]);
  let addressLookup: Promise<unknown> | null = null;
  let refreshing: Promise<string> | null = null;
  /** The token whose refresh failed: requests sent with it fail without another refresh. */
  let deadToken: string | null = null;
  /** onLogout was called and no session has been seen since. */
  let loggedOut = false;
  const sent = new Map<string, SentWithToken>();
  const { locks, channel } = options.tabs ?? {};
  // Another tab refreshed: use its token, unless this tab is signed out.
  channel?.addEventListener('message', ({ data }) => {
    if (isTokenMessage(data) && session.getSecretToken() !== null) {
      session.setSecretToken(data.token);
    }
  });

  function logOutOnce(): void {
    if (loggedOut) return;
    loggedOut = true;
    session.onLogout();
  }

  function endSession(): never {
    logOutOnce();
    throw clientError(errorKeys.sessionEnded, 401);
  }

  /** Refreshes, unless another tab did while this one waited for the lock. */
  async function refreshOnce(staleToken: string): Promise<string | null> {
    const current = session.getSecretToken();
    if (current && current !== staleToken) return current;
    const token = await options.refresh().catch(() => null);
    if (token) channel?.postMessage({ type: 'secretToken', token });
    return token;
  }

  async function refresh(staleToken: string): Promise<string> {
    const token = await (
      locks ? locks.request(REFRESH_LOCK, () => refreshOnce(staleToken)) : refreshOnce(staleToken)
    ).catch(() => null);
    if (!token) {
      deadToken = staleToken;
      return endSession();
    }
    session.setSecretToken(token);
    loggedOut = false;
    return token;
  }

  /** The token to retry with after `usedToken` was refused. */
  function tokenAfterRefusal(usedToken: string): Promise<string> {
    if (refreshing) return refreshing;
    if (usedToken === deadToken) return Promise.resolve().then(endSession);
    const current = session.getSecretToken();
    // Someone refreshed while this request was on its way: retry with their token.
    if (current && current !== usedToken) return Promise.resolve(current);
    refreshing = refresh(usedToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const middleware: Middleware = {
    async onRequest({ request, schemaPath, id }) {
      if (addressLookup && !unwaited.has(schemaPath)) await addressLookup;
      request.headers.set(headerNames.platformType, PLATFORM_TYPE);
      request.headers.set(headerNames.language, session.getLanguage());
      const address = session.getClientAddress() ?? clientAddress;
      if (address) request.headers.set(headerNames.clientAddress, address);

      const access = accessOf(request.method, schemaPath);
      if (!acceptsSecretToken(access)) return request;
      if (refreshing) await refreshing.catch(() => undefined);
      const token = session.getSecretToken();
      if (!token) {
        if (access === 'token') endSession();
        return request;
      }
      loggedOut = false;
      request.headers.set(headerNames.authorization, `Bearer ${token}`);
      sent.set(id, { copy: request.clone(), token });
      return request;
    },

    async onResponse({ response, id, options: { fetch } }) {
      const original = sent.get(id);
      sent.delete(id);
      if (!original || !isAuthFailure(response.status)) return undefined;
      // The refusal's body is not needed; do not wait for the stream to close.
      void response.body?.cancel().catch(() => undefined);
      const token = await tokenAfterRefusal(original.token);
      original.copy.headers.set(headerNames.authorization, `Bearer ${token}`);
      try {
        return await fetch(original.copy);
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw toApiError(error);
      }
    },

    onError({ error, id }) {
      sent.delete(id);
      return isAbortError(error) ? undefined : toApiError(error);
    },
  };

  return {
    middleware,
    useClientAddress(lookup) {
      addressLookup = lookup.then(
        (address) => {
          clientAddress = address;
        },
        () => undefined,
      );
    },
  };
}
