import { delay, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createOutlayClient,
  errorKeys,
  errorMessages,
  startClientAddressLookup,
  unwrap,
  type OutlayClient,
} from '../src/index';
import { adminUser, failWith, http, ipStatus, mockPath, northwind } from '../src/mocks/index';
import { listenOptions, setupMockServer } from '../src/mocks/node';
import { createFakeSession, TEST_BASE_URL, type FakeSessionState } from './support/session';

const server = setupMockServer();
beforeAll(() => {
  server.listen(listenOptions);
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => {
  server.close();
});

/** msw must be listening before the client exists: openapi-fetch keeps `fetch`. */
function setup(initial: Partial<FakeSessionState> = {}) {
  const { session, state } = createFakeSession(initial);
  const client: OutlayClient = createOutlayClient({ session, baseUrl: TEST_BASE_URL });
  return { client, session, state };
}

/** Every request that reaches the (mock) network, as "METHOD /path". */
function recordNetwork(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** Every request that reaches the (mock) network, as "METHOD /path", with its headers. */
function recordHeaders(): Map<string, Headers> {
  const seen = new Map<string, Headers>();
  server.events.on('request:start', ({ request }) => {
    seen.set(`${request.method} ${new URL(request.url).pathname}`, request.headers);
  });
  return seen;
}

describe('headers', () => {
  it('sends the platform, client address, language and token on an authenticated call', async () => {
    const { client } = setup({ token: 'token-1', address: '198.51.100.7', language: 'es' });
    const seen = recordHeaders();

    await unwrap(client.GET('/v2/web/user/load-user-profile'));

    const headers = seen.get('GET /api/v2/web/user/load-user-profile');
    expect(headers?.get('x-platform-type')).toBe('webapp');
    expect(headers?.get('x-client-ip')).toBe('198.51.100.7');
    expect(headers?.get('accept-language')).toBe('es');
    expect(headers?.get('authorization')).toBe('Bearer token-1');
  });

  it('sends no Authorization on public calls, even with a token', async () => {
    const { client } = setup({ token: 'token-1', address: '198.51.100.7', language: 'pt' });
    const seen = recordHeaders();

    await unwrap(client.GET('/v2/web/version'));
    await unwrap(
      client.POST('/v2/web/user/login', {
        body: { email: adminUser.email, password: 'Outlay-Demo-2026!' },
      }),
    );

    for (const key of ['GET /api/v2/web/version', 'POST /api/v2/web/user/login']) {
      const headers = seen.get(key);
      expect(headers?.get('x-platform-type'), key).toBe('webapp');
      expect(headers?.get('x-client-ip'), key).toBe('198.51.100.7');
      expect(headers?.get('accept-language'), key).toBe('pt');
      expect(headers?.has('authorization'), key).toBe(false);
    }
  });

  it('leaves x-client-ip out while the address is unknown', async () => {
    const { client } = setup({ token: 'token-1' });
    const seen = recordHeaders();

    await unwrap(client.GET('/v2/web/version'));

    expect(seen.get('GET /api/v2/web/version')?.has('x-client-ip')).toBe(false);
  });
});

describe('client address lookup', () => {
  it('looks the address up once and sends it on later requests, which wait for it', async () => {
    const { client } = setup({ token: 'token-1' });
    const network = recordNetwork();
    const seen = recordHeaders();
    server.use(
      http.get('/v2/web/user/check-ip-status', async ({ response }) => {
        await delay(20);
        return response(200).json(ipStatus);
      }),
    );

    const lookup = startClientAddressLookup(client);
    const profile = unwrap(client.GET('/v2/web/user/load-user-profile'));

    expect(startClientAddressLookup(client)).toBe(lookup);
    await expect(lookup).resolves.toBe(ipStatus.ipAddress);
    await profile;
    expect(seen.get('GET /api/v2/web/user/load-user-profile')?.get('x-client-ip')).toBe(
      ipStatus.ipAddress,
    );
    expect(network.filter((call) => call.endsWith('/check-ip-status'))).toHaveLength(1);
  });

  it('lets the refresh go out beside a slow lookup, not after it', async () => {
    const { client } = setup();
    let lookupAnswered = false;
    server.use(
      http.get('/v2/web/user/check-ip-status', async ({ response }) => {
        await delay(200);
        lookupAnswered = true;
        return response(200).json(ipStatus);
      }),
    );

    const lookup = startClientAddressLookup(client);
    const refreshed = await client.POST('/v2/web/user/refresh-token', { credentials: 'include' });

    expect(refreshed.response.status).toBe(200);
    expect(lookupAnswered).toBe(false);
    await lookup;
  });

  it('resolves to null when the lookup fails, and requests go without the header', async () => {
    const { client } = setup();
    const seen = recordHeaders();
    server.use(failWith('checkIpStatus', 429, 'Too many requests.'));

    await expect(startClientAddressLookup(client)).resolves.toBeNull();
    await unwrap(client.GET('/v2/web/version'));

    expect(seen.get('GET /api/v2/web/version')?.has('x-client-ip')).toBe(false);
  });
});

describe('a call that needs the token, without one', () => {
  it('logs out once and fails with a normalised error, without a network call', async () => {
    const { client, session } = setup({ token: null });
    const network = recordNetwork();

    const failure = await unwrap(client.GET('/v2/web/user/load-user-profile')).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, key: errorKeys.sessionEnded });
    expect(session.onLogout).toHaveBeenCalledTimes(1);
    expect(network).toEqual([]);
  });

  it('logs out only once for a burst of such calls', async () => {
    const { client, session } = setup({ token: null });

    const results = await Promise.allSettled([
      client.GET('/v2/web/user/load-user-profile'),
      client.GET('/v2/web/company/company-details'),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(session.onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not log out for public calls', async () => {
    const { client, session } = setup({ token: null });

    await unwrap(client.GET('/v2/web/version'));

    expect(session.onLogout).not.toHaveBeenCalled();
  });
});

/** Token operations answer 401 to `stale` and record the Authorization of other calls. */
function refuseStaleToken(status: 401 | 403 = 401) {
  const accepted: string[] = [];
  const refusal = () => HttpResponse.json({ errors: { msg: 'Token expired.' } }, { status });
  server.use(
    http.get('/v2/web/user/load-user-profile', ({ request, response }) => {
      const auth = request.headers.get('authorization') ?? '';
      if (auth === 'Bearer stale') return response.untyped(refusal());
      accepted.push(auth);
      return response(200).json(adminUser);
    }),
    http.get('/v2/web/company/company-details', ({ request, response }) => {
      const auth = request.headers.get('authorization') ?? '';
      if (auth === 'Bearer stale') return response.untyped(refusal());
      accepted.push(auth);
      return response(200).json(northwind);
    }),
  );
  return accepted;
}

/** The refresh answers `fresh` after a short wait, or 401 when `succeed` is false. */
function countRefreshes({ succeed = true } = {}) {
  const refreshes: Request[] = [];
  server.use(
    http.post('/v2/web/user/refresh-token', async ({ request, response }) => {
      refreshes.push(request.clone());
      await delay(30);
      if (!succeed) return response(401).json({ errors: { msg: 'Refresh token revoked.' } });
      return response(200).json({ secretToken: 'fresh' });
    }),
  );
  return refreshes;
}

describe('401 and 403 on authenticated calls', () => {
  it('makes one shared refresh for three concurrent 401s, then retries each once with the new token', async () => {
    const { client, session } = setup({ token: 'stale' });
    const accepted = refuseStaleToken();
    const refreshes = countRefreshes();
    const network = recordNetwork();

    const [profile, company, again] = await Promise.all([
      unwrap(client.GET('/v2/web/user/load-user-profile')),
      unwrap(client.GET('/v2/web/company/company-details')),
      unwrap(client.GET('/v2/web/user/load-user-profile')),
    ]);

    expect(refreshes).toHaveLength(1);
    expect(accepted).toEqual(['Bearer fresh', 'Bearer fresh', 'Bearer fresh']);
    expect(profile.email).toBe(adminUser.email);
    expect(company.name).toBe(northwind.name);
    expect(again.userId).toBe(adminUser.userId);
    expect(session.setSecretToken).toHaveBeenCalledTimes(1);
    expect(session.setSecretToken).toHaveBeenCalledWith('fresh');
    expect(session.onLogout).not.toHaveBeenCalled();
    // 3 refused, 1 refresh, 3 retries.
    expect(network).toHaveLength(7);
  });

  it('sends the refresh body-less, with credentials and without the old token', async () => {
    const { client } = setup({ token: 'stale', address: '198.51.100.7' });
    refuseStaleToken();
    const refreshes = countRefreshes();

    await unwrap(client.GET('/v2/web/user/load-user-profile'));

    const [refresh] = refreshes;
    expect(refresh?.credentials).toBe('include');
    expect(refresh?.headers.has('authorization')).toBe(false);
    expect(refresh?.headers.get('x-platform-type')).toBe('webapp');
    expect(refresh?.headers.get('x-client-ip')).toBe('198.51.100.7');
    expect(await refresh?.text()).toBe('');
  });

  it('treats 403 like 401', async () => {
    const { client } = setup({ token: 'stale' });
    const accepted = refuseStaleToken(403);
    const refreshes = countRefreshes();

    await unwrap(client.GET('/v2/web/company/company-details'));

    expect(refreshes).toHaveLength(1);
    expect(accepted).toEqual(['Bearer fresh']);
  });

  it('logs out once and fails every waiter when the refresh fails', async () => {
    const { client, session } = setup({ token: 'stale' });
    const accepted = refuseStaleToken();
    const refreshes = countRefreshes({ succeed: false });

    const results = await Promise.allSettled([
      unwrap(client.GET('/v2/web/user/load-user-profile')),
      unwrap(client.GET('/v2/web/company/company-details')),
      unwrap(client.GET('/v2/web/user/load-user-profile')),
    ]);

    expect(refreshes).toHaveLength(1);
    expect(session.onLogout).toHaveBeenCalledTimes(1);
    expect(session.setSecretToken).not.toHaveBeenCalled();
    expect(accepted).toEqual([]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(ApiError);
        expect(result.reason).toMatchObject({ status: 401, key: errorKeys.sessionEnded });
      }
    }
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { client, session } = setup({ token: 'stale' });
    const refreshes = countRefreshes();
    const network = recordNetwork();
    server.use(failWith('loadUserProfile', 401, 'Not allowed.'));

    const failure = await unwrap(client.GET('/v2/web/user/load-user-profile')).catch(
      (error: unknown) => error,
    );

    expect(failure).toMatchObject({ status: 401, msg: 'Not allowed.' });
    expect(refreshes).toHaveLength(1);
    expect(network.filter((call) => call.endsWith('/load-user-profile'))).toHaveLength(2);
    expect(session.onLogout).not.toHaveBeenCalled();
  });

  it('reuses a refresh that finished while a refused request was on its way', async () => {
    const { client, session } = setup({ token: 'stale' });
    const accepted = refuseStaleToken();
    const refreshes = countRefreshes();
    server.use(
      http.get('/v2/web/company/company-details', async ({ request, response }) => {
        const auth = request.headers.get('authorization') ?? '';
        if (auth !== 'Bearer stale') {
          accepted.push(auth);
          return response(200).json(northwind);
        }
        // Answer the refusal only once the other request's refresh is over.
        await vi.waitFor(() => {
          expect(session.setSecretToken).toHaveBeenCalled();
        });
        await delay(10);
        return response(401).json({ errors: { msg: 'Token expired.' } });
      }),
    );

    await Promise.all([
      unwrap(client.GET('/v2/web/user/load-user-profile')),
      unwrap(client.GET('/v2/web/company/company-details')),
    ]);

    expect(refreshes).toHaveLength(1);
    expect(accepted).toEqual(['Bearer fresh', 'Bearer fresh']);
  });

  it('holds new authenticated requests while a refresh runs and sends them with the new token', async () => {
    const { client } = setup({ token: 'stale' });
    const accepted = refuseStaleToken();
    const refreshes = countRefreshes();

    const first = unwrap(client.GET('/v2/web/user/load-user-profile'));
    await vi.waitFor(() => {
      expect(refreshes).toHaveLength(1);
    });
    await unwrap(client.GET('/v2/web/company/company-details'));
    await first;

    expect(refreshes).toHaveLength(1);
    expect(accepted).toEqual(['Bearer fresh', 'Bearer fresh']);
  });

  it('never refreshes for login-flow calls or for the refresh itself', async () => {
    const { client, session } = setup({ token: 'stale' });
    const refreshes = countRefreshes({ succeed: false });
    server.use(failWith('verifyTwoFactor', 401, 'Invalid code.'));

    const verify = await client.POST('/v2/web/user/verify-2FA', {
      body: { userId: adminUser.userId, code: '000000', method: 'EMAIL' },
    });
    const refresh = await client.POST('/v2/web/user/refresh-token', { credentials: 'include' });

    expect(verify.response.status).toBe(401);
    expect(refresh.response.status).toBe(401);
    expect(refreshes).toHaveLength(1);
    expect(session.onLogout).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('gives the new-device message for HTTP 423', async () => {
    const { client } = setup();
    server.use(failWith('login', 423, 'Locked.'));

    const failure = await unwrap(
      client.POST('/v2/web/user/login', { body: { email: adminUser.email, password: 'x' } }),
    ).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 423,
      key: errorKeys.newDevice,
      msg: 'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.',
    });
  });

  it('reads the server message of a failed call', async () => {
    const { client } = setup();
    server.use(failWith('login', 401, 'Invalid email or password.', { code: 'BAD_CREDENTIALS' }));

    const failure = await unwrap(
      client.POST('/v2/web/user/login', { body: { email: adminUser.email, password: 'x' } }),
    ).catch((error: unknown) => error);

    expect(failure).toMatchObject({
      status: 401,
      msg: 'Invalid email or password.',
      code: 'BAD_CREDENTIALS',
      key: undefined,
    });
  });

  it('gives the default message when the server says nothing useful', async () => {
    const { client } = setup();
    server.use(
      http.untyped.get(
        mockPath('/v2/web/version'),
        () => new HttpResponse('Bad gateway', { status: 502 }),
      ),
    );

    const failure = await unwrap(client.GET('/v2/web/version')).catch((error: unknown) => error);

    expect(failure).toMatchObject({
      status: 502,
      key: errorKeys.generic,
      msg: 'Something went wrong! Please try again later.',
    });
  });

  it('turns a network failure into an ApiError with the default message', async () => {
    const { client } = setup();
    server.use(http.untyped.get(mockPath('/v2/web/version'), () => HttpResponse.error()));

    const failure = await unwrap(client.GET('/v2/web/version')).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 0,
      key: errorKeys.network,
      msg: errorMessages[errorKeys.network],
    });
  });

  it('lets a cancelled request reject as an AbortError', async () => {
    const { client } = setup();
    server.use(
      http.get('/v2/web/version', async ({ response }) => {
        await delay('infinite');
        return response(200).json({ appVersion: '1', backendVersion: '1' });
      }),
    );
    const controller = new AbortController();

    const call = unwrap(client.GET('/v2/web/version', { signal: controller.signal }));
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes a caller-supplied fetch through, for the call and its retry', async () => {
    const { session } = createFakeSession({ token: 'stale' });
    refuseStaleToken();
    countRefreshes();
    const calls: string[] = [];
    const client = createOutlayClient({
      session,
      baseUrl: TEST_BASE_URL,
      fetch: (request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return fetch(request);
      },
    });

    await unwrap(client.GET('/v2/web/user/load-user-profile'));

    expect(calls).toEqual([
      'GET /api/v2/web/user/load-user-profile',
      'POST /api/v2/web/user/refresh-token',
      'GET /api/v2/web/user/load-user-profile',
    ]);
  });
});
