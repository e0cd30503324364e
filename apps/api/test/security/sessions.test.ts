// Security probe, sessions end when they should: an access token is only as good as the
// sign-in it belongs to. Logout, a revoked refresh family, a deactivated or deleted user end
// its access at once (within the few seconds one instance trusts its last look), and two tabs
// refreshing with the same cookie at the same moment stay signed in.
import { describe, expect, it } from 'vitest';
import { LIVE_SESSION_CACHE_SECONDS } from '../../src/auth/live-sessions.js';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/auth/refresh-tokens.js';
import { LOGOUT_URL, PROFILE_URL, addUser, cookieOf, refresh, signIn } from '../support/sign-in.js';
import { suiteServer } from '../support/suite-server.js';
import { sqlRows } from '../support/sql-rows.js';

const server = suiteServer();

async function freshSession() {
  const user = await addUser(server.db);
  return { user, ...(await signIn(server.app, user.email)) };
}

const profile = (token: string) =>
  server.app.inject({ url: PROFILE_URL, headers: { authorization: `Bearer ${token}` } });

const nextCookie = (response: Awaited<ReturnType<typeof refresh>>) =>
  cookieOf(response, 'outlay_refresh')?.value ?? '';

describe('an access token ends with its session', () => {
  it('at logout', async () => {
    const { secretToken, refreshToken } = await freshSession();
    expect((await profile(secretToken)).statusCode).toBe(200);
    const logout = await server.app.inject({
      method: 'POST',
      url: LOGOUT_URL,
      cookies: { outlay_refresh: refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await profile(secretToken)).statusCode).toBe(401);
  });

  it('when a replayed refresh token revokes its family', async () => {
    const { secretToken, refreshToken: first } = await freshSession();
    const rotated = await refresh(server.app, first);
    const { secretToken: newer } = rotated.json<{ secretToken: string }>();
    expect((await profile(newer)).statusCode).toBe(200);
    server.clock.advanceSeconds(REFRESH_REUSE_GRACE_SECONDS + 1);
    expect((await refresh(server.app, first)).statusCode).toBe(401);
    expect((await profile(secretToken)).statusCode).toBe(401);
    expect((await profile(newer)).statusCode).toBe(401);
    expect((await refresh(server.app, nextCookie(rotated))).statusCode).toBe(401);
  });

  it.each([
    ['deactivated', "UPDATE users SET status = 'inactive' WHERE id = $1"],
    ['blocked', "UPDATE users SET status = 'blocked' WHERE id = $1"],
    ['deleted', 'DELETE FROM users WHERE id = $1'],
  ])('when its user is %s', async (_name, sql) => {
    const { user, secretToken } = await freshSession();
    expect((await profile(secretToken)).statusCode).toBe(200);
    await sqlRows(server.db, sql, [user.id]);
    server.clock.advanceSeconds(LIVE_SESSION_CACHE_SECONDS);
    expect((await profile(secretToken)).statusCode).toBe(401);
  });

  it('but another sign-in of the same user goes on', async () => {
    const { user, secretToken, refreshToken } = await freshSession();
    server.clock.advanceSeconds(31); // a new email code may be sent 30 s after the last
    const other = await signIn(server.app, user.email);
    await server.app.inject({
      method: 'POST',
      url: LOGOUT_URL,
      cookies: { outlay_refresh: refreshToken },
    });
    expect((await profile(secretToken)).statusCode).toBe(401);
    expect((await profile(other.secretToken)).statusCode).toBe(200);
  });
});

describe('refreshing from several tabs at once', () => {
  it('gives every concurrent use of one cookie the same new pair, and keeps the session', async () => {
    const { refreshToken } = await freshSession();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(server.app, refreshToken)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const cookies = new Set(answers.map(nextCookie));
    expect(cookies.size).toBe(1);
    for (const answer of answers) {
      expect((await profile(answer.json<{ secretToken: string }>().secretToken)).statusCode).toBe(
        200,
      );
    }
    const [next] = [...cookies];
    expect((await refresh(server.app, next ?? '')).statusCode).toBe(200);
  });

  it('answers a just-rotated token within the grace period, and revokes after it', async () => {
    const { refreshToken } = await freshSession();
    const first = await refresh(server.app, refreshToken);
    server.clock.advanceSeconds(REFRESH_REUSE_GRACE_SECONDS - 1);
    const again = await refresh(server.app, refreshToken);
    expect(again.statusCode).toBe(200);
    expect(nextCookie(again)).toBe(nextCookie(first));
    server.clock.advanceSeconds(2);
    expect((await refresh(server.app, refreshToken)).statusCode).toBe(401);
    expect((await refresh(server.app, nextCookie(first))).statusCode).toBe(401);
  });
});
