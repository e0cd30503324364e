import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API, addUser, login, refresh, signIn } from './support/sign-in.js';
import { latestMessage } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { startTestServer } from './support/test-server.js';

const server = suiteServer();

const NEW_PASSWORD = 'Recovered-Pass-2026!';
const post = (app: FastifyInstance, path: string, payload: object, lang?: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/web/user/${path}`,
    payload,
    headers: lang ? { 'accept-language': lang } : {},
  });

async function messagesTo(email: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return response.json<{ messages: { text: string }[] }>().messages;
}

/** The token of the newest reset link emailed to `email`. */
async function resetTokenOf(email: string): Promise<string> {
  const { text } = await latestMessage(server.app, email);
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('forgot-password', () => {
  it('answers the same for any email, and emails a link only to a real account', async () => {
    const user = await addUser(server.db);
    const known = await post(server.app, 'forgot-password', { email: user.email });
    const unknown = await post(server.app, 'forgot-password', {
      email: 'nobody@nowhere.outlay.test',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      msg: 'If an account exists for this email, we have sent it a link to reset the password.',
    });
    expect(await messagesTo('nobody@nowhere.outlay.test')).toEqual([]);
    const message = await latestMessage(server.app, user.email);
    expect(message.subject).toBe('Reset your Outlay password');
    expect(message.text).toContain('http://localhost:4000/client/reset-password?token=');
  });

  it('sends one account at most 3 links an hour, still answering the same', async () => {
    const user = await addUser(server.db);
    for (let request = 1; request <= 4; request += 1) {
      const response = await post(server.app, 'forgot-password', { email: user.email });
      expect(response.statusCode).toBe(200);
    }
    expect(await messagesTo(user.email)).toHaveLength(3);
  });

  it('is rate-limited per address', async () => {
    const limited = await startTestServer({
      config: { rateLimits: { forgotPassword: { max: 2, timeWindowMs: 60_000 } } },
    });
    try {
      const statuses = [];
      for (let request = 1; request <= 3; request += 1) {
        statuses.push(
          (await post(limited.app, 'forgot-password', { email: 'a@b.outlay.test' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('reset links', () => {
  it('are validated first and name the account, masked', async () => {
    const user = await addUser(server.db);
    await post(server.app, 'forgot-password', { email: user.email });
    const token = await resetTokenOf(user.email);
    const valid = await post(server.app, 'validate-reset-password', { token });
    expect(valid.json()).toEqual({
      email: expect.stringMatching(/^u\*\*\*.@test\.outlay\.test$/) as unknown,
    });
    const invalid = await post(server.app, 'validate-reset-password', { token: 'made-up' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      errors: { code: 'LINK_INVALID', msg: 'This link seems to be expired or invalid.' },
    });
    const spanish = await post(server.app, 'validate-reset-password', { token: 'made-up' }, 'es');
    expect(spanish.json()).toMatchObject({
      errors: { msg: 'Esta liga parece haber expirado o ser inválida.' },
    });
  });

  it('set a new password once, end every session, and then are used up', async () => {
    const user = await addUser(server.db);
    const session = await signIn(server.app, user.email);
    await post(server.app, 'forgot-password', { email: user.email });
    const token = await resetTokenOf(user.email);

    const weak = await post(server.app, 'reset-password', { token, newPassword: 'weakpassword12' });
    expect(weak.json()).toMatchObject({ errors: { code: 'PASSWORD_RULES' } });
    const same = await post(server.app, 'reset-password', {
      token,
      newPassword: 'Outlay-Demo-2026!',
    });
    expect(same.json()).toMatchObject({
      errors: { msg: 'New and old password must not be the same.' },
    });

    const reset = await post(server.app, 'reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.json()).toEqual({
      msg: 'Your password has been reset. Sign in with your new password.',
    });
    expect((await login(server.app, user.email, { password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await refresh(server.app, session.refreshToken)).statusCode).toBe(401);

    const reused = await post(server.app, 'reset-password', {
      token,
      newPassword: 'Another-Pass-2026!',
    });
    expect(reused.json()).toMatchObject({ errors: { code: 'LINK_INVALID' } });
  });

  it('expire after an hour, and only the newest works', async () => {
    const user = await addUser(server.db);
    await post(server.app, 'forgot-password', { email: user.email });
    const older = await resetTokenOf(user.email);
    await post(server.app, 'forgot-password', { email: user.email });
    const newer = await resetTokenOf(user.email);
    expect((await post(server.app, 'validate-reset-password', { token: older })).statusCode).toBe(
      400,
    );
    expect((await post(server.app, 'validate-reset-password', { token: newer })).statusCode).toBe(
      200,
    );
    server.clock.advanceSeconds(60 * 60 + 1);
    expect((await post(server.app, 'validate-reset-password', { token: newer })).statusCode).toBe(
      400,
    );
  });
});

describe('an invited user sets the first password', () => {
  const invited = { overrides: { needs_password_setup: true, password_hash: '!invited' } };

  it('cannot sign in before, sets it with an emailed code, and signs in after', async () => {
    const user = await addUser(server.db, invited);
    expect((await login(server.app, user.email)).statusCode).toBe(401);

    const asked = await post(server.app, 'setup-password/code', { email: user.email });
    const stranger = await post(server.app, 'setup-password/code', {
      email: 'stranger@test.outlay.test',
    });
    expect(asked.json()).toEqual(stranger.json());
    expect(asked.json()).toMatchObject({ resendAfterSeconds: 30 });
    const { code } = await latestMessage(server.app, user.email);

    const wrong = await post(server.app, 'setup-password', {
      email: user.email,
      code: code === '000000' ? '111111' : '000000',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    const done = await post(server.app, 'setup-password', {
      email: user.email,
      code,
      newPassword: NEW_PASSWORD,
    });
    expect(done.json()).toEqual({ msg: 'Your password is set. You can sign in now.' });
    expect((await login(server.app, user.email, { password: NEW_PASSWORD })).statusCode).toBe(200);

    // Settled: the same email can no longer ask for a setup code.
    server.clock.advanceSeconds(31);
    await post(server.app, 'setup-password/code', { email: user.email });
    expect((await messagesTo(user.email)).length).toBe(1);
  });

  it('refuses an account that already has a password', async () => {
    const user = await addUser(server.db);
    const response = await post(server.app, 'setup-password', {
      email: user.email,
      code: '123456',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
  });
});
