import { describe, expect, it } from 'vitest';
import { demoUserId } from '../src/seed/index.js';
import { addUser, cookieOf, login } from './support/sign-in.js';
import { suiteServer } from './support/suite-server.js';
import { startTestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();

describe('login (the password step)', () => {
  it('accepts the right password and sets the challenge cookie', async () => {
    const response = await login(server.app, 'admin@demo.outlay.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: demoUserId('admin@demo.outlay.test'),
      email: 'a***n@demo.outlay.test',
      isTwoFactorAuth: false,
      supported2FAMethods: ['EMAIL', 'OTP'],
    });
    const cookie = cookieOf(response, 'outlay_login');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.secure).toBeFalsy();
    const expires = cookie?.expires?.getTime() ?? 0;
    expect(expires - server.clock.now().getTime()).toBe(10 * 60 * 1000);
  });

  it('ignores the case of the email address', async () => {
    const response = await login(server.app, 'Manager@Demo.Outlay.TEST');
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the challenge', async () => {
    const response = await login(server.app, 'bookkeeper@demo.outlay.test');
    const token = cookieOf(response, 'outlay_login')?.value ?? '';
    const rows = await sqlRows<{ token_hash: string }>(
      server.db,
      'SELECT token_hash FROM login_challenges',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrong = await login(server.app, 'admin@demo.outlay.test', {
      password: 'Wrong-password-1!',
    });
    const unknown = await login(server.app, 'nobody@demo.outlay.test');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errors: { msg: 'The email or password is incorrect.', code: 'BAD_CREDENTIALS' },
      });
      expect(cookieOf(response, 'outlay_login')).toBeUndefined();
    }
  });

  it('says it in the caller language', async () => {
    const response = await login(server.app, 'nobody@demo.outlay.test', { lang: 'pt-BR,pt;q=0.9' });
    expect(response.json()).toMatchObject({
      errors: { msg: 'O e-mail ou a senha estão incorretos.' },
    });
  });

  it('refuses an inactive user even with the right password', async () => {
    const user = await addUser(server.db);
    await sqlRows(server.db, `UPDATE users SET status = 'blocked' WHERE id = $1`, [user.id]);
    const response = await login(server.app, user.email);
    expect(response.statusCode).toBe(401);
  });

  it('pauses an email after 10 wrong passwords, from any address, until the window passes', async () => {
    const user = await addUser(server.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(server.app, user.email, {
        password: 'Wrong-password-1!',
        ip: `198.51.100.${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(server.app, user.email, { ip: '198.51.100.77' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      errors: {
        msg: 'Too many sign-in attempts for this account. Try again in 15 minutes.',
        code: 'RATE_LIMITED',
      },
    });
    expect(blocked.headers['retry-after']).toBe('900');

    server.clock.advanceSeconds(15 * 60 + 1);
    expect((await login(server.app, user.email)).statusCode).toBe(200);
  });
});

describe('per-address rate limit', () => {
  it('answers 429 with the error body once an address exceeds the login limit', async () => {
    const limited = await startTestServer({
      db: server.db,
      config: { rateLimits: { login: { max: 3, timeWindowMs: 60_000 } } },
    });
    try {
      const ip = '192.0.2.44';
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await login(limited.app, 'nobody@demo.outlay.test', { ip });
        expect(response.statusCode).toBe(401);
      }
      const response = await login(limited.app, 'nobody@demo.outlay.test', { ip, lang: 'es' });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toMatchObject({
        errors: {
          code: 'RATE_LIMITED',
          msg: expect.stringMatching(/^Demasiadas solicitudes/) as unknown,
        },
      });
      // Another address is not affected.
      expect(
        (await login(limited.app, 'nobody@demo.outlay.test', { ip: '192.0.2.45' })).statusCode,
      ).toBe(401);
    } finally {
      await limited.app.close();
    }
  });
});
