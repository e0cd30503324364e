// Several servers on one database (issue 38): what a load balancer may send to either server
// must hold across both. One-time codes, their wrong attempts, the code resend limits, the
// per-email password pause and sessions live in the database, so two server instances (each with
// its own in-memory state) agree on all of them. The HTTP rate limits per address do not: they
// are per process (apps/api/README.md says so).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGOUT_URL,
  PROFILE_URL,
  addUser,
  cookieOf,
  latestCode,
  login,
  refresh,
  requestCode,
  startLogin,
  verify,
} from './support/sign-in.js';
import { wrongCodeFor } from './support/signed-in-calls.js';
import { type TestServer, startTestServer } from './support/test-server.js';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer();
  // Same database and clock, its own services: another process behind the same balancer.
  b = await startTestServer({ db: a.db, clock: a.clock });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const profile = (server: TestServer, token: string) =>
  server.app.inject({ url: PROFILE_URL, headers: { authorization: `Bearer ${token}` } });

describe('two servers on one database', () => {
  it('accept on one server the code the other sent, once', async () => {
    const user = await addUser(a.db);
    const challenge = await startLogin(a.app, user.email);
    expect((await requestCode(a.app, challenge)).statusCode).toBe(200);
    const code = await latestCode(b.app, user.email);

    const signedIn = await verify(b.app, challenge, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await verify(a.app, challenge, code)).statusCode).toBe(401);

    // The session works on both, and a refresh on one rotates what the other accepts.
    const { secretToken } = signedIn.json<{ secretToken: string }>();
    expect((await profile(a, secretToken)).statusCode).toBe(200);
    const first = cookieOf(signedIn, 'outlay_refresh')?.value ?? '';
    const rotated = await refresh(a.app, first);
    expect(rotated.statusCode).toBe(200);
    const next = cookieOf(rotated, 'outlay_refresh')?.value ?? '';
    expect((await refresh(b.app, next)).statusCode).toBe(200);
    // The old token came back (to the other server): the whole family is revoked there too.
    expect((await refresh(b.app, first)).statusCode).toBe(401);
  });

  it('lock a code after 5 wrong attempts split across both, as on one', async () => {
    const user = await addUser(a.db);
    const challenge = await startLogin(a.app, user.email);
    await requestCode(a.app, challenge);
    const code = await latestCode(a.app, user.email);
    for (const [attempt, server] of [a, b, a, b].entries()) {
      const response = await verify(server.app, challenge, wrongCodeFor(code));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errors: { code: 'CODE_INCORRECT' } });
      expect(response.json<{ errors: { msg: string } }>().errors.msg).toContain(
        `${String(4 - attempt)} attempt`,
      );
    }
    const fifth = await verify(b.app, challenge, wrongCodeFor(code));
    expect(fifth.json()).toMatchObject({ errors: { code: 'CODE_LOCKED' } });
    for (const server of [a, b]) {
      const right = await verify(server.app, challenge, code);
      expect(right.statusCode).toBe(401);
      expect(right.json()).toMatchObject({ errors: { code: 'CODE_LOCKED' } });
    }
  });

  it('hold the 30-second resend limit across both', async () => {
    const user = await addUser(a.db);
    const challenge = await startLogin(b.app, user.email);
    expect((await requestCode(a.app, challenge)).statusCode).toBe(200);
    a.clock.advanceSeconds(10);
    const tooSoon = await requestCode(b.app, challenge);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('20');
  });

  it('pause an email after 10 wrong passwords split across both', async () => {
    const user = await addUser(a.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const response = await login(server.app, user.email, {
        password: 'Wrong-password-1!',
        ip: `198.51.100.${String(attempt)}`,
      });
      expect(response.statusCode).toBe(401);
    }
    for (const server of [a, b]) {
      const blocked = await login(server.app, user.email, { ip: '198.51.100.77' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ errors: { code: 'RATE_LIMITED' } });
    }
  });

  it('end a session on both when it is signed out on one', async () => {
    const user = await addUser(a.db);
    const challenge = await startLogin(a.app, user.email);
    await requestCode(a.app, challenge);
    const signedIn = await verify(a.app, challenge, await latestCode(a.app, user.email));
    const { secretToken } = signedIn.json<{ secretToken: string }>();
    const refreshToken = cookieOf(signedIn, 'outlay_refresh')?.value ?? '';
    // B has seen the session live (and may remember that for a moment).
    expect((await profile(b, secretToken)).statusCode).toBe(200);

    const logout = await a.app.inject({
      method: 'POST',
      url: LOGOUT_URL,
      headers: { cookie: `outlay_refresh=${refreshToken}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await refresh(b.app, refreshToken)).statusCode).toBe(401);
    // B's memory of the live session lasts seconds, never past the next look at the database.
    a.clock.advanceSeconds(5);
    expect((await profile(b, secretToken)).statusCode).toBe(401);
  });
});
