import { describe, expect, it } from 'vitest';
import { LOGOUT_URL, PROFILE_URL, addUser, cookieOf, refresh, signIn } from './support/sign-in.js';
import { suiteServer } from './support/suite-server.js';
import { startTestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();

async function session() {
  const user = await addUser(server.db);
  return signIn(server.app, user.email);
}

const profile = (token: string) =>
  server.app.inject({ url: PROFILE_URL, headers: { authorization: `Bearer ${token}` } });

describe('refresh tokens', () => {
  it('arrive as an httpOnly, SameSite=Strict cookie scoped to the session calls', async () => {
    const user = await addUser(server.db);
    const signed = await signIn(server.app, user.email);
    expect(signed.refreshToken).toMatch(/^[\w-]{43}$/);
    const response = await refresh(server.app, signed.refreshToken);
    const cookie = cookieOf(response, 'outlay_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v2/web/user' });
    const rows = await sqlRows<{ token_hash: string }>(
      server.db,
      'SELECT token_hash FROM refresh_tokens',
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(signed.refreshToken);
  });

  it('come with a readable session hint that holds no secret, cleared at logout', async () => {
    const { refreshToken } = await session();
    const response = await refresh(server.app, refreshToken);
    const hint = cookieOf(response, 'outlay_session');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(hint?.httpOnly).toBeFalsy();
    const next = cookieOf(response, 'outlay_refresh')?.value ?? '';
    const logout = await server.app.inject({
      method: 'POST',
      url: LOGOUT_URL,
      headers: { cookie: `outlay_refresh=${next}` },
    });
    expect(cookieOf(logout, 'outlay_session')?.value).toBe('');
  });

  it('rotate at every use and answer a working access token', async () => {
    const { refreshToken } = await session();
    const response = await refresh(server.app, refreshToken);
    expect(response.statusCode).toBe(200);
    const next = cookieOf(response, 'outlay_refresh')?.value ?? '';
    expect(next).not.toBe(refreshToken);
    const { secretToken } = response.json<{ secretToken: string }>();
    expect((await profile(secretToken)).statusCode).toBe(200);
    expect((await refresh(server.app, next)).statusCode).toBe(200);
  });

  it('revoke the whole family when an old token comes back', async () => {
    const { refreshToken: first } = await session();
    const second = cookieOf(await refresh(server.app, first), 'outlay_refresh')?.value ?? '';
    const third = cookieOf(await refresh(server.app, second), 'outlay_refresh')?.value ?? '';

    const reuse = await refresh(server.app, first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      errors: { msg: 'Your session has ended. Please sign in again.', code: 'UNAUTHORIZED' },
    });
    expect(cookieOf(reuse, 'outlay_refresh')?.value).toBe('');
    // The newest token of the family, which the thief may hold, is dead too.
    expect((await refresh(server.app, third)).statusCode).toBe(401);
  });

  it('give two parallel uses of a token the one same successor', async () => {
    const { refreshToken } = await session();
    const results = await Promise.all([
      refresh(server.app, refreshToken),
      refresh(server.app, refreshToken),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const cookies = results.map((r) => cookieOf(r, 'outlay_refresh')?.value);
    expect(cookies[0]).toBe(cookies[1]);
  });

  it('expire after 7 days unused, and a session after 30 days', async () => {
    const { refreshToken } = await session();
    server.clock.advanceSeconds(7 * 24 * 3600 + 1);
    expect((await refresh(server.app, refreshToken)).statusCode).toBe(401);

    let { refreshToken: token } = await session();
    for (let day = 0; day < 5; day += 1) {
      server.clock.advanceSeconds(6 * 24 * 3600);
      const response = await refresh(server.app, token);
      if (day < 4) {
        expect(response.statusCode, `day ${(day + 1) * 6}`).toBe(200);
        token = cookieOf(response, 'outlay_refresh')?.value ?? '';
      } else {
        expect(response.statusCode, 'day 30').toBe(401);
      }
    }
  });

  it('are refused without a cookie', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/refresh-token',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes, and refresh gives a new one', async () => {
    const { secretToken, refreshToken } = await session();
    expect((await profile(secretToken)).statusCode).toBe(200);
    server.clock.advanceSeconds(15 * 60);
    const expired = await profile(secretToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      errors: { msg: 'Your session has expired. Please sign in again.' },
    });
    const renewed = await refresh(server.app, refreshToken);
    expect((await profile(renewed.json<{ secretToken: string }>().secretToken)).statusCode).toBe(
      200,
    );
  });

  it('are refused when tampered with or signed with another key', async () => {
    const { secretToken } = await session();
    const [header, payload, signature] = secretToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin', cid: 2 })).toString(
      'base64url',
    );
    expect((await profile(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await profile(`${none}.${payload}.`)).statusCode).toBe(401);
    expect((await profile('not-a-token')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const { refreshToken } = await session();
    const response = await server.app.inject({
      method: 'POST',
      url: LOGOUT_URL,
      cookies: { outlay_refresh: refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'You have been signed out.' });
    expect(cookieOf(response, 'outlay_refresh')).toMatchObject({
      value: '',
      path: '/api/v2/web/user',
    });
    expect((await refresh(server.app, refreshToken)).statusCode).toBe(401);
  });

  it('succeeds without a cookie (already signed out)', async () => {
    const response = await server.app.inject({ method: 'POST', url: LOGOUT_URL });
    expect(response.statusCode).toBe(200);
  });
});

describe('cookies over https', () => {
  it('are Secure when the request came over https', async () => {
    const behindProxy = await startTestServer({
      db: server.db,
      clock: server.clock,
      config: { trustProxy: true },
    });
    try {
      const user = await addUser(server.db);
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/v2/web/user/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: 'Outlay-Demo-2026!' },
      });
      expect(cookieOf(response, 'outlay_login')?.secure).toBe(true);
    } finally {
      await behindProxy.app.close();
    }
  });
});
