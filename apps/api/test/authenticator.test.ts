import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../src/seed/index.js';
import {
  type Challenge,
  ENROL_URL,
  addUser,
  latestCode,
  login,
  requestCode,
  startLogin,
  verify,
} from './support/sign-in.js';
import { wrongCodeFor } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();

const TOTP_ADMIN = 'totp.admin@demo.outlay.test';

/** The code an authenticator app shows `offsetSeconds` from the server's now. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(server.clock.now().getTime() / 1000) + offsetSeconds });

/**
 * Signs the TOTP demo admin in with the code their app shows `offsetSeconds` from now, two
 * minutes after the last attempt (a new step each time: a code is accepted only once).
 */
async function signInWithCodeAt(offsetSeconds: number) {
  server.clock.advanceSeconds(120);
  const challenge = await startLogin(server.app, TOTP_ADMIN);
  return verify(server.app, challenge, await codeAt(DEMO_TOTP_SECRET, offsetSeconds), 'OTP');
}

describe('authenticator app (TOTP)', () => {
  it('is reported set up for the TOTP demo admin', async () => {
    const response = await login(server.app, TOTP_ADMIN);
    expect(response.json()).toMatchObject({ isTwoFactorAuth: true });
  });

  it('signs in with the current code and with one step either side', async () => {
    for (const offset of [0, -30, 30]) {
      const response = await signInWithCodeAt(offset);
      expect(response.statusCode, `offset ${offset}s`).toBe(200);
      expect(response.json()).toMatchObject({ isTwoFactorAuth: true, email: TOTP_ADMIN });
    }
  });

  it('refuses codes two steps away', async () => {
    for (const offset of [-60, 60]) {
      const response = await signInWithCodeAt(offset);
      expect(response.statusCode, `offset ${offset}s`).toBe(401);
      expect(response.json()).toMatchObject({
        errors: { code: 'CODE_INCORRECT', msg: 'The authenticator code is incorrect.' },
      });
    }
  });

  it('accepts a code only once', async () => {
    server.clock.advanceSeconds(120);
    const code = await codeAt(DEMO_TOTP_SECRET);
    const first = await verify(server.app, await startLogin(server.app, TOTP_ADMIN), code, 'OTP');
    expect(first.statusCode).toBe(200);
    const replay = await verify(server.app, await startLogin(server.app, TOTP_ADMIN), code, 'OTP');
    expect(replay.statusCode).toBe(401);
  });

  it('ends the sign-in attempt after 5 wrong codes', async () => {
    server.clock.advanceSeconds(120);
    const challenge = await startLogin(server.app, TOTP_ADMIN);
    const right = await codeAt(DEMO_TOTP_SECRET);
    const wrong = wrongCodeFor(right);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(server.app, challenge, wrong, 'OTP')).statusCode).toBe(401);
    }
    const fifth = await verify(server.app, challenge, wrong, 'OTP');
    expect(fifth.json()).toMatchObject({
      errors: { msg: 'Too many incorrect codes. Please sign in again.' },
    });
    const late = await verify(server.app, challenge, right, 'OTP');
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ errors: { code: 'CHALLENGE_EXPIRED' } });
  });

  it('cannot be used before one is set up', async () => {
    const user = await addUser(server.db);
    const challenge = await startLogin(server.app, user.email);
    const response = await verify(server.app, challenge, '123456', 'OTP');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { msg: 'Set up an authenticator app first.' },
    });
  });
});

describe('authenticator enrolment', () => {
  const enrol = (challenge: Challenge, code?: string) =>
    server.app.inject({
      method: 'POST',
      url: ENROL_URL,
      cookies: { outlay_login: challenge.loginCookie },
      payload:
        code === undefined ? { userId: challenge.userId } : { userId: challenge.userId, code },
    });

  /** The emailed login code of this attempt, which proves the inbox before enrolment. */
  async function emailedCode(challenge: Challenge, email: string) {
    expect((await requestCode(server.app, challenge)).statusCode).toBe(200);
    return latestCode(server.app, email);
  }

  it('is refused on the password alone, and with a wrong emailed code', async () => {
    const user = await addUser(server.db);
    const challenge = await startLogin(server.app, user.email);
    const bare = await enrol(challenge);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      errors: { msg: 'Enter the code we emailed you before setting up an authenticator app.' },
    });
    const code = await emailedCode(challenge, user.email);
    const wrong = await enrol(challenge, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errors: { code: 'CODE_INCORRECT' } });
    const rows = await sqlRows(
      server.db,
      'SELECT 1 FROM users WHERE lower(email) = lower($1) AND totp_pending_secret IS NOT NULL',
      [user.email],
    );
    expect(rows).toHaveLength(0);
  });

  it('does not accept an app left pending by an attempt that proved the email, in one that did not', async () => {
    const user = await addUser(server.db);
    const proved = await startLogin(server.app, user.email);
    const { secret } = (await enrol(proved, await emailedCode(proved, user.email))).json<{
      secret: string;
    }>();
    // Someone with the password alone starts another attempt and tries the pending app.
    const other = await startLogin(server.app, user.email);
    const response = await verify(server.app, other, await codeAt(secret), 'OTP');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { msg: 'Set up an authenticator app first.' },
    });
  });

  it('answers a secret, its otpauth URI and an SVG QR code, confirmed by a right code', async () => {
    const user = await addUser(server.db);
    const challenge = await startLogin(server.app, user.email);
    const response = await enrol(challenge, await emailedCode(challenge, user.email));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ secret: string; otpauthUri: string; qrCodeSvg: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauthUri).toBe(
      `otpauth://totp/Outlay:${encodeURIComponent(user.email)}?secret=${body.secret}&issuer=Outlay`,
    );
    expect(body.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Pending until confirmed: the next password step still says "not set up".
    expect((await login(server.app, user.email)).json()).toMatchObject({ isTwoFactorAuth: false });

    const signedIn = await verify(server.app, challenge, await codeAt(body.secret), 'OTP');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ isTwoFactorAuth: true });
    expect((await login(server.app, user.email)).json()).toMatchObject({ isTwoFactorAuth: true });
  });

  it('is refused once an authenticator is set up', async () => {
    const response = await enrol(await startLogin(server.app, TOTP_ADMIN));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: { code: 'CONFLICT', msg: 'An authenticator app is already set up for this account.' },
    });
  });

  it('a new enrolment replaces a pending secret', async () => {
    const user = await addUser(server.db);
    const challenge = await startLogin(server.app, user.email);
    const code = await emailedCode(challenge, user.email);
    const first = (await enrol(challenge, code)).json<{ secret: string }>().secret;
    // The attempt proved the email once; it need not again.
    const second = (await enrol(challenge)).json<{ secret: string }>().secret;
    expect(second).not.toBe(first);
    const stale = await verify(server.app, challenge, await codeAt(first), 'OTP');
    expect(stale.statusCode).toBe(401);
    const fresh = await verify(server.app, challenge, await codeAt(second), 'OTP');
    expect(fresh.statusCode).toBe(200);
  });

  it('needs the challenge cookie', async () => {
    const user = await addUser(server.db);
    const response = await server.app.inject({
      method: 'POST',
      url: ENROL_URL,
      payload: { userId: user.publicId },
    });
    expect(response.statusCode).toBe(401);
  });
});
