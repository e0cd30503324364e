import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type JWK, SignJWT, decodeJwt, generateKeyPair, importJWK } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../src/sso/identity-provider.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { API, cookieOf, login } from './support/sign-in.js';
import { type Caller, actionCodeFor, callerFor } from './support/signed-in-calls.js';
import { FakeClock } from './support/fake-clock.js';
import { sqlRows } from './support/sql-rows.js';
import { suiteServer } from './support/suite-server.js';
import { type TestServer, startTestServer } from './support/test-server.js';

const START_URL = `${API}/web/user/sso/start`;
const CALLBACK_URL = `${API}/web/user/sso/callback`;
const SETTINGS_URL = '/web/company/sso-settings';

interface Started {
  authorizationUrl: string;
  binding: string;
  state: string;
}

async function start(app: FastifyInstance, email: string, binding?: string): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: START_URL,
    payload: { email },
    ...(binding ? { cookies: { outlay_sso: binding } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ provider: string; authorizationUrl: string }>();
  expect(body.provider).not.toBe('none');
  const cookie = cookieOf(response, 'outlay_sso');
  const state = new URL(body.authorizationUrl).searchParams.get('state') ?? '';
  return { authorizationUrl: body.authorizationUrl, binding: cookie?.value ?? '', state };
}

/** A browser's cookies at the sandbox provider, kept across its redirects. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get all() {
    return Object.fromEntries(this.cookies);
  }
}

const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://localhost:4000');
  return `${url.pathname}${url.search}`;
};

/**
 * The person at the sandbox provider (oidc-provider): the authorization request sends the
 * browser to the sign-in and consent page; signed in as `email` (or declining), the provider
 * resumes the authorization and sends the browser back to Outlay with its answer. Given
 * several servers, each hop goes to the next one, as a load balancer may send it.
 */
async function atProvider(
  servers: FastifyInstance | FastifyInstance[],
  started: Started,
  email: string,
  decision: 'allow' | 'deny' = 'allow',
) {
  const all = Array.isArray(servers) ? servers : [servers];
  let hops = 0;
  const next = () => {
    const app = all[hops % all.length];
    hops += 1;
    if (!app) throw new Error('no server to send the hop to');
    return app;
  };
  const jar = new CookieJar();
  const authorize = jar.take(
    await next().inject({ method: 'GET', url: pathOf(started.authorizationUrl) }),
  );
  expect(authorize.statusCode, authorize.body).toBe(303);
  const interaction = pathOf(authorize.headers.location);
  expect(interaction).toMatch(/^\/sandbox\/oidc\/(okta|google)\/interaction\//);
  const page = jar.take(await next().inject({ method: 'GET', url: interaction, cookies: jar.all }));
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).toContain('Allow and continue');
  const answer = jar.take(
    await next().inject({
      method: 'POST',
      url: interaction,
      cookies: jar.all,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: DEMO_PASSWORD, decision }).toString(),
    }),
  );
  expect(answer.statusCode, answer.body).toBe(303);
  // A browser enforces the opener policy on every redirect: one hop without it would cut the
  // Test connection window off from the Security settings page that opened it.
  for (const hop of [authorize, page, answer]) {
    expect(hop.headers['cross-origin-opener-policy']).toBe('same-origin');
  }
  const resumed = jar.take(
    await next().inject({ method: 'GET', url: pathOf(answer.headers.location), cookies: jar.all }),
  );
  expect(resumed.statusCode, resumed.body).toBe(303);
  const back = new URL(String(resumed.headers.location));
  expect(back.pathname).toBe('/client/sso/callback');
  expect(back.searchParams.get('state')).toBe(started.state);
  return Object.fromEntries(back.searchParams) as Record<string, string>;
}

function callback(app: FastifyInstance, binding: string, body: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: CALLBACK_URL,
    cookies: { outlay_sso: binding },
    payload: body,
  });
}

async function signInWithSso(app: FastifyInstance, startEmail: string, providerEmail = startEmail) {
  const started = await start(app, startEmail);
  const back = await atProvider(app, started, providerEmail);
  return { started, back, response: await callback(app, started.binding, back) };
}

const errorCode = (response: LightMyRequestResponse) =>
  response.json<{ errors: { code: string; msg: string } }>().errors;

/**
 * The sandbox provider (oidc-provider) keeps the machine's time, as a real one does: Outlay's
 * clock follows it too, so the ID token's expiry is checked against the time it was made in.
 * A test may still move Outlay's clock on (and back).
 */
class MachineClock extends FakeClock {
  private offset = 0;

  override now() {
    return new Date(Date.now() + this.offset);
  }

  override advance(ms: number) {
    this.offset += ms;
  }
}

const onMachineTime = () => ({ clock: new MachineClock() });

const server = suiteServer(onMachineTime());

describe('single sign-on: the round trip through the sandbox provider', () => {
  it('signs an invited person in, as a second factor would', async () => {
    const { response } = await signInWithSso(server.app, 'sso.user@demo.outlay.test');
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json<{ email: string; secretToken: string }>();
    expect(user.email).toBe('sso.user@demo.outlay.test');
    expect(cookieOf(response, 'outlay_refresh')?.value).toBeTruthy();
    const profile = await server.app.inject({
      method: 'GET',
      url: `${API}/web/user/load-user-profile`,
      headers: { authorization: `Bearer ${user.secretToken}` },
    });
    expect(profile.statusCode).toBe(200);
    const audit = await sqlRows<{ action: string }>(
      server.db,
      "SELECT action FROM sso_audit_events WHERE company_id = 42 AND action = 'signed_in'",
    );
    expect(audit.length).toBeGreaterThan(0);
  });

  it('sends the request with PKCE (S256), state and nonce, and offers it only to SSO companies', async () => {
    const started = await start(server.app, 'sso.admin@demo.outlay.test');
    const query = new URL(started.authorizationUrl).searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(query.get('client_id')).toBe('outlay-sandbox-okta');
    for (const email of ['admin@demo.outlay.test', 'nobody@demo.outlay.test']) {
      const none = await server.app.inject({ method: 'POST', url: START_URL, payload: { email } });
      expect(none.json()).toEqual({ provider: 'none', required: false });
      expect(cookieOf(none, 'outlay_sso')).toBeUndefined();
    }
  });

  it('refuses a tampered state', async () => {
    const started = await start(server.app, 'sso.user@demo.outlay.test');
    const back = await atProvider(server.app, started, 'sso.user@demo.outlay.test');
    const response = await callback(server.app, started.binding, {
      ...back,
      state: `${back.state}x`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response).code).toBe('SSO_STATE_INVALID');
  });

  it('refuses an answer brought to another browser', async () => {
    const started = await start(server.app, 'sso.user@demo.outlay.test');
    const back = await atProvider(server.app, started, 'sso.user@demo.outlay.test');
    const response = await callback(server.app, 'another-browser', back);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response).code).toBe('SSO_STATE_INVALID');
  });

  it('refuses a replayed answer, and the replayed code with a fresh state', async () => {
    const { started, back, response } = await signInWithSso(
      server.app,
      'sso.user@demo.outlay.test',
    );
    expect(response.statusCode).toBe(200);
    const again = await callback(server.app, started.binding, back);
    expect(again.statusCode).toBe(400);
    expect(errorCode(again).code).toBe('SSO_STATE_INVALID');

    const fresh = await start(server.app, 'sso.user@demo.outlay.test', started.binding);
    const replayed = await callback(server.app, started.binding, {
      state: fresh.state,
      code: back.code ?? '',
    });
    expect(replayed.statusCode).toBe(401);
    expect(errorCode(replayed).code).toBe('SSO_INVALID');
  });

  it('refuses an expired code', async () => {
    const started = await start(server.app, 'sso.user@demo.outlay.test');
    const back = await atProvider(server.app, started, 'sso.user@demo.outlay.test');
    // The provider's code lives 60 s on its own clock (the machine's): that clock moves on.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const late = await callback(server.app, started.binding, back);
      expect(late.statusCode).toBe(401);
      expect(errorCode(late).code).toBe('SSO_INVALID');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a sign-in brought back after Outlay stopped waiting for it', async () => {
    const started = await start(server.app, 'sso.user@demo.outlay.test');
    const back = await atProvider(server.app, started, 'sso.user@demo.outlay.test');
    server.clock.advance(11 * 60_000);
    try {
      const response = await callback(server.app, started.binding, back);
      expect(response.statusCode).toBe(400);
      expect(errorCode(response).code).toBe('SSO_STATE_INVALID');
    } finally {
      // Back to the provider's time, for the ID tokens of the tests after this one.
      server.clock.advance(-11 * 60_000);
    }
  });

  it('says the provider cannot be reached while it is down, and the password way still works', async () => {
    const outage = (down: boolean) =>
      server.app.inject({ method: 'PUT', url: '/sandbox/oidc/okta/outage', payload: { down } });
    const started = await start(server.app, 'sso.user@demo.outlay.test');
    const back = await atProvider(server.app, started, 'sso.user@demo.outlay.test');
    expect((await outage(true)).statusCode).toBe(204);
    try {
      const response = await callback(server.app, started.binding, back);
      expect(response.statusCode).toBe(502);
      expect(errorCode(response).code).toBe('SSO_UNREACHABLE');
      expect(errorCode(response).msg).toContain('sign in with your password');
      // SSO is optional at this company: its people keep the password and code.
      const password = await login(server.app, 'sso.user@demo.outlay.test');
      expect(password.statusCode, password.body).toBe(200);
    } finally {
      await outage(false);
    }
    const again = await signInWithSso(server.app, 'sso.user@demo.outlay.test');
    expect(again.response.statusCode, again.response.body).toBe(200);
  });

  it("refuses another company's user, and makes no account for an unknown one", async () => {
    const before = await sqlRows<{ count: number }>(
      server.db,
      'SELECT count(*)::int AS count FROM users',
    );
    for (const email of ['admin@demo.outlay.test', 'stranger@demo.outlay.test']) {
      const { response } = await signInWithSso(server.app, 'sso.user@demo.outlay.test', email);
      expect(response.statusCode).toBe(401);
      const error = errorCode(response);
      expect(error.code).toBe('SSO_NO_ACCOUNT');
      expect(error.msg).toContain('Ask an admin');
      expect(cookieOf(response, 'outlay_refresh')).toBeUndefined();
    }
    const after = await sqlRows<{ count: number }>(
      server.db,
      'SELECT count(*)::int AS count FROM users',
    );
    expect(after).toEqual(before);
  });

  it('tells a person who declined, and one not assigned to the app, what happened', async () => {
    const denied = await start(server.app, 'sso.user@demo.outlay.test');
    const deniedBack = await atProvider(server.app, denied, 'sso.user@demo.outlay.test', 'deny');
    expect(deniedBack.error).toBe('access_denied');
    const refused = await callback(server.app, denied.binding, {
      state: deniedBack.state ?? '',
      error: deniedBack.error ?? '',
      errorDescription: deniedBack.error_description ?? '',
    });
    expect(refused.statusCode).toBe(401);
    expect(errorCode(refused).code).toBe('SSO_REFUSED');

    const unassigned = await start(server.app, 'sso.user@demo.outlay.test');
    const back = await atProvider(server.app, unassigned, 'sso.unassigned@demo.outlay.test');
    expect(back.error_description).toContain('not assigned');
    const response = await callback(server.app, unassigned.binding, {
      state: back.state ?? '',
      error: back.error ?? '',
      errorDescription: back.error_description ?? '',
    });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response).code).toBe('SSO_NOT_ASSIGNED');
  });

  it('finishes a sign-in whose every hop reaches another server on the same database', async () => {
    const second = await startTestServer({ ...onMachineTime(), db: server.db });
    try {
      const started = await start(server.app, 'sso.user@demo.outlay.test');
      // The authorization, the sign-in page, its answer and the resume, alternately on each.
      const back = await atProvider([second.app, server.app], started, 'sso.user@demo.outlay.test');
      // The code made by one server is exchanged by the other's relying party.
      const response = await callback(second.app, started.binding, back);
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('signs in one session for 16 concurrent callbacks with the same answer', async () => {
    const started = await start(server.app, 'sso.user@demo.outlay.test');
    const back = await atProvider(server.app, started, 'sso.user@demo.outlay.test');
    const responses = await Promise.all(
      Array.from({ length: 16 }, () => callback(server.app, started.binding, back)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(15);
  });
});

describe('single sign-on: password sign-in and the settings', () => {
  it('refuses password sign-in to a company that requires SSO, its recovery admin aside', async () => {
    const refused = await login(server.app, 'sso.required@demo.outlay.test');
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toEqual({
      code: 'SSO_REQUIRED',
      msg: 'Your company signs in with single sign-on. Use "Continue with Google" to sign in.',
    });
    const spanish = await login(server.app, 'sso.required@demo.outlay.test', { lang: 'es' });
    expect(errorCode(spanish).msg).toContain('Continuar con Google');
    // A wrong password is still just a wrong password: the refusal tells nothing without it.
    const wrong = await login(server.app, 'sso.required@demo.outlay.test', {
      password: 'Wrong-password-1!',
    });
    expect(wrong.statusCode).toBe(401);
    const recovery = await login(server.app, 'sso.recovery@demo.outlay.test');
    expect(recovery.statusCode).toBe(200);
    const required = await server.app.inject({
      method: 'POST',
      url: START_URL,
      payload: { email: 'sso.required@demo.outlay.test' },
    });
    expect(required.json()).toMatchObject({ provider: 'google', required: true });
  });

  it('lets only an admin of an SSO company read and change the settings, with a fresh code, audited', async () => {
    const fresh = await startTestServer(onMachineTime());
    try {
      const admin = await callerFor(fresh.app, 'sso.admin@demo.outlay.test');
      const read = await admin.call('GET', SETTINGS_URL);
      // The seeded company keeps the server's defaults (the sandbox in demo mode).
      expect(read.json()).toEqual({
        provider: 'okta',
        oktaDomain: 'summit-trail.okta.com',
        enforced: false,
        recoveryAdminEmail: null,
        issuer: 'http://localhost:4000/sandbox/oidc/okta',
        clientId: 'outlay-sandbox-okta',
        clientSecretSet: true,
        redirectUri: 'http://localhost:4000/client/sso/callback',
      });
      expect(read.body).not.toContain('sandbox-okta-secret');
      const noCode = await admin.call('PUT', SETTINGS_URL, {
        provider: 'okta',
        enforced: true,
        actionCode: 'a'.repeat(43),
      });
      expect(noCode.statusCode).toBe(400);
      expect(errorCode(noCode).code).toBe('ACTION_CODE_INVALID');
      const saved = await admin.call('PUT', SETTINGS_URL, {
        provider: 'okta',
        enforced: true,
        actionCode: await actionCodeFor(
          fresh.app,
          admin,
          'sso.admin@demo.outlay.test',
          'CHANGE_SSO_SETTINGS',
        ),
      });
      expect(saved.json()).toMatchObject({
        provider: 'okta',
        oktaDomain: 'summit-trail.okta.com',
        enforced: true,
        recoveryAdminEmail: 'sso.admin@demo.outlay.test',
      });
      const employee = await login(fresh.app, 'sso.user@demo.outlay.test');
      expect(employee.statusCode).toBe(403);
      expect(errorCode(employee).msg).toContain('Continue with Okta');
      expect((await login(fresh.app, 'sso.admin@demo.outlay.test')).statusCode).toBe(200);

      // Another provider has no details kept: it needs a succeeded test.
      const untested = await admin.call('PUT', SETTINGS_URL, {
        provider: 'google',
        enforced: false,
        actionCode: await actionCodeFor(
          fresh.app,
          admin,
          'sso.admin@demo.outlay.test',
          'CHANGE_SSO_SETTINGS',
        ),
      });
      expect(untested.statusCode).toBe(400);
      expect(errorCode(untested).code).toBe('SSO_TEST_REQUIRED');

      const off = await admin.call('PUT', SETTINGS_URL, {
        provider: 'none',
        enforced: false,
        actionCode: await actionCodeFor(
          fresh.app,
          admin,
          'sso.admin@demo.outlay.test',
          'CHANGE_SSO_SETTINGS',
        ),
      });
      expect(off.json()).toMatchObject({
        provider: 'none',
        enforced: false,
        clientSecretSet: false,
      });
      expect((await login(fresh.app, 'sso.user@demo.outlay.test')).statusCode).toBe(200);
      const audit = await sqlRows<{ action: string; user_id: number }>(
        fresh.db,
        "SELECT action, user_id FROM sso_audit_events WHERE company_id = 42 AND action = 'settings_changed'",
      );
      expect(audit).toEqual([
        { action: 'settings_changed', user_id: 42_001 },
        { action: 'settings_changed', user_id: 42_001 },
      ]);

      const worker = await callerFor(fresh.app, 'sso.user@demo.outlay.test');
      expect((await worker.call('GET', SETTINGS_URL)).statusCode).toBe(404);
      const otherAdmin = await callerFor(fresh.app, 'admin@demo.outlay.test');
      expect((await otherAdmin.call('GET', SETTINGS_URL)).statusCode).toBe(404);
    } finally {
      await fresh.close();
    }
  });
});

const TEST_URL = '/web/company/sso-settings/connection-test';
const TEST_CALLBACK_URL = `${API}/web/user/sso/connection-test/callback`;
const SANDBOX_OKTA = 'http://localhost:4000/sandbox/oidc/okta';
const SANDBOX_GOOGLE = 'http://localhost:4000/sandbox/oidc/google';

async function startTest(admin: Caller, body: Record<string, unknown>) {
  const response = await admin.call('POST', TEST_URL, body);
  if (response.statusCode !== 200) return { response };
  const { testId, authorizationUrl } = response.json<{
    testId: string;
    authorizationUrl: string;
  }>();
  const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
  const binding = cookieOf(response, 'outlay_sso')?.value ?? '';
  return { response, testId, started: { authorizationUrl, binding, state } };
}

/** A test's whole round trip: the provider's page, then the test window's callback call. */
async function roundTrip(app: FastifyInstance, admin: Caller, body: Record<string, unknown>) {
  const { response, testId, started } = await startTest(admin, body);
  expect(response.statusCode, response.body).toBe(200);
  if (!started) throw new Error('not started');
  expect(started.state.startsWith('test.')).toBe(true);
  const back = await atProvider(app, started, 'sso.admin@demo.outlay.test');
  const answer = await app.inject({
    method: 'POST',
    url: TEST_CALLBACK_URL,
    cookies: { outlay_sso: started.binding },
    payload: back,
  });
  return { testId, answer, started, back };
}

describe('single sign-on: "Test connection" and the per-company details', () => {
  it('tests a new provider with a round trip, then saves its issuer, client id and sealed secret', async () => {
    const fresh = await startTestServer(onMachineTime());
    try {
      const admin = await callerFor(fresh.app, 'sso.admin@demo.outlay.test');
      const details = {
        provider: 'google',
        issuer: `${SANDBOX_GOOGLE}/`,
        clientId: 'outlay-sandbox-google',
        clientSecret: 'sandbox-google-secret-2026',
      };
      const { testId, answer, started, back } = await roundTrip(fresh.app, admin, details);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ testId, email: 'sso.admin@demo.outlay.test' });
      // Usable once, from the browser that started it.
      const again = await fresh.app.inject({
        method: 'POST',
        url: TEST_CALLBACK_URL,
        cookies: { outlay_sso: started.binding },
        payload: back,
      });
      expect(errorCode(again).code).toBe('SSO_STATE_INVALID');

      const saved = await admin.call('PUT', SETTINGS_URL, {
        provider: 'google',
        enforced: false,
        connectionTestId: testId,
        actionCode: await actionCodeFor(
          fresh.app,
          admin,
          'sso.admin@demo.outlay.test',
          'CHANGE_SSO_SETTINGS',
        ),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        provider: 'google',
        oktaDomain: null,
        issuer: SANDBOX_GOOGLE,
        clientId: 'outlay-sandbox-google',
        clientSecretSet: true,
      });
      expect(saved.body).not.toContain('sandbox-google-secret');
      const [row] = await sqlRows<{ client_secret_sealed: string }>(
        fresh.db,
        'SELECT client_secret_sealed FROM company_sso_settings WHERE company_id = 42',
      );
      expect(row?.client_secret_sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row?.client_secret_sealed).not.toContain('sandbox-google-secret');
      const audit = await sqlRows<{ details: string | { secretChanged: boolean } }>(
        fresh.db,
        "SELECT details FROM sso_audit_events WHERE company_id = 42 AND action = 'settings_changed'",
      );
      expect(JSON.stringify(audit)).not.toContain('sandbox-google-secret');
      expect(JSON.stringify(audit)).toContain('"secretChanged":true');

      // Sign-in now goes through the saved provider.
      const { response } = await signInWithSso(fresh.app, 'sso.user@demo.outlay.test');
      expect(response.statusCode, response.body).toBe(200);
      const offer = await fresh.app.inject({
        method: 'POST',
        url: START_URL,
        payload: { email: 'sso.user@demo.outlay.test' },
      });
      expect(offer.json<{ authorizationUrl: string }>().authorizationUrl).toContain(
        '/sandbox/oidc/google/auth?',
      );

      // The kept secret may be tested again, but is never sent to another issuer.
      const kept = await startTest(admin, {
        provider: 'google',
        issuer: SANDBOX_GOOGLE,
        clientId: 'outlay-sandbox-google',
      });
      expect(kept.response.statusCode).toBe(200);
      const elsewhere = await startTest(admin, {
        provider: 'google',
        issuer: SANDBOX_OKTA,
        clientId: 'outlay-sandbox-google',
      });
      expect(elsewhere.response.statusCode).toBe(400);
      expect(elsewhere.response.json<{ errors: { fields?: object } }>().errors).toBeTruthy();
    } finally {
      await fresh.close();
    }
  });

  it('catches a wrong client secret, and a save without a succeeded test is refused', async () => {
    const admin = await callerFor(server.app, 'sso.admin@demo.outlay.test');
    const { testId, answer } = await roundTrip(server.app, admin, {
      provider: 'okta',
      oktaDomain: 'summit-trail.okta.com',
      issuer: SANDBOX_OKTA,
      clientId: 'outlay-sandbox-okta',
      clientSecret: 'not-the-secret',
    });
    expect(answer.statusCode).toBe(401);
    expect(errorCode(answer)).toEqual({
      code: 'SSO_TEST_CLIENT_REFUSED',
      msg: 'The identity provider refused the client id or secret. Check both, then test the connection again.',
    });
    const save = await admin.call('PUT', SETTINGS_URL, {
      provider: 'okta',
      enforced: false,
      connectionTestId: testId,
      actionCode: await actionCodeFor(
        server.app,
        admin,
        'sso.admin@demo.outlay.test',
        'CHANGE_SSO_SETTINGS',
      ),
    });
    expect(save.statusCode).toBe(400);
    expect(errorCode(save).code).toBe('SSO_TEST_REQUIRED');
    // Another admin cannot save this admin's test either.
    const tests = await sqlRows<{ outcome: string }>(
      server.db,
      "SELECT details->>'outcome' AS outcome FROM sso_audit_events WHERE action = 'connection_tested'",
    );
    expect(tests.map((row) => row.outcome)).toContain('invalid_client');
  });

  it('says when the issuer is unreachable, its discovery invalid, or its address not https', async () => {
    const admin = await callerFor(server.app, 'sso.admin@demo.outlay.test');
    const base = { provider: 'google', clientId: 'x', clientSecret: 'y' };
    const unreachable = await startTest(admin, { ...base, issuer: 'http://127.0.0.1:9/' });
    expect(unreachable.response.statusCode).toBe(502);
    expect(errorCode(unreachable.response).code).toBe('SSO_TEST_UNREACHABLE');
    const invalid = await startTest(admin, {
      ...base,
      issuer: 'http://localhost:4000/sandbox/oidc/nobody',
    });
    expect(invalid.response.statusCode).toBe(502);
    expect(errorCode(invalid.response)).toEqual({
      code: 'SSO_TEST_DISCOVERY_INVALID',
      msg: 'The issuer answered, but not with a valid OpenID Connect discovery document. Check the issuer address.',
    });
    const plain = await startTest(admin, { ...base, issuer: 'http://idp.example.com' });
    expect(plain.response.statusCode).toBe(400);
    // Named on its field, so the form shows it there.
    expect(
      plain.response.json<{ errors: { fields?: Record<string, string> } }>().errors.fields,
    ).toEqual({
      issuer: 'Enter the issuer as an https:// address, for example https://yourcompany.okta.com.',
    });
    const spanish = await admin.call(
      'POST',
      TEST_URL,
      { ...base, issuer: 'http://127.0.0.1:9' },
      { lang: 'es' },
    );
    expect(errorCode(spanish).msg).toContain('No se pudo contactar al emisor');
    const worker = await callerFor(server.app, 'sso.user@demo.outlay.test');
    expect(
      (await worker.call('POST', TEST_URL, { ...base, issuer: SANDBOX_GOOGLE })).statusCode,
    ).toBe(404);
  });
});

/** A server whose sandbox provider's token answers carry an ID token the test rewrote. */
async function serverRewritingIdTokens(
  rewrite: (claims: Record<string, unknown>, key: JWK) => Promise<string>,
): Promise<TestServer> {
  // Known once the server is built; the token call comes after.
  const built: { db?: TestServer['db'] } = {};
  const started = await startTestServer({
    ...onMachineTime(),
    wrapSsoFetch:
      (fetch: Fetch): Fetch =>
      async (url, init) => {
        const response = await fetch(url, init);
        const db = built.db;
        if (!url.endsWith('/token') || !response.ok || !db) return response;
        const body = (await response.json()) as { id_token: string };
        const [row] = await sqlRows<{ private_jwk: JWK | string }>(
          db,
          "SELECT private_jwk FROM sandbox_oidc_keys WHERE tenant = 'okta'",
        );
        const key = (
          typeof row?.private_jwk === 'string' ? JSON.parse(row.private_jwk) : row?.private_jwk
        ) as JWK;
        const idToken = await rewrite(decodeJwt(body.id_token), key);
        return new Response(JSON.stringify({ ...body, id_token: idToken }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
  });
  built.db = started.db;
  return started;
}

async function signWith(key: JWK, claims: Record<string, unknown>) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid ?? '' })
    .sign(await importJWK(key, 'ES256'));
}

describe('single sign-on: the ID token is checked', () => {
  const cases: [string, (claims: Record<string, unknown>, key: JWK) => Promise<string>][] = [
    ['for another audience', (claims, key) => signWith(key, { ...claims, aud: 'someone-else' })],
    [
      'from another issuer',
      (claims, key) => signWith(key, { ...claims, iss: 'https://evil.test' }),
    ],
    ['with the wrong nonce', (claims, key) => signWith(key, { ...claims, nonce: 'replayed' })],
    ['expired', (claims, key) => signWith(key, { ...claims, exp: Number(claims.iat ?? 0) - 1 })],
    [
      'signed by another key',
      async (claims, key) => {
        const { privateKey } = await generateKeyPair('ES256');
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'ES256', kid: key.kid ?? '' })
          .sign(privateKey);
      },
    ],
  ];
  for (const [name, rewrite] of cases) {
    it(`refuses an ID token ${name}`, async () => {
      const rewriting = await serverRewritingIdTokens(rewrite);
      try {
        const { response } = await signInWithSso(rewriting.app, 'sso.user@demo.outlay.test');
        expect(response.statusCode).toBe(401);
        expect(errorCode(response).code).toBe('SSO_INVALID');
        expect(cookieOf(response, 'outlay_refresh')).toBeUndefined();
      } finally {
        await rewriting.close();
      }
    });
  }

  it('accepts the same rewrite when nothing is changed (the harness itself works)', async () => {
    const rewriting = await serverRewritingIdTokens((claims, key) => signWith(key, claims));
    try {
      const { response } = await signInWithSso(rewriting.app, 'sso.user@demo.outlay.test');
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await rewriting.close();
    }
  });
});
