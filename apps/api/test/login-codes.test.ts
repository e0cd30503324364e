import { describe, expect, it } from 'vitest';
import {
  type Challenge,
  addUser,
  cookieOf,
  latestCode,
  requestCode,
  startLogin,
  verify,
} from './support/sign-in.js';
import { wrongCodeFor } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();

/** A new user past the password step, so each test has its own codes and limits. */
async function freshChallenge(): Promise<Challenge & { email: string }> {
  const user = await addUser(server.db);
  return { ...(await startLogin(server.app, user.email)), email: user.email };
}

/** Requests codes two to five 30 s apart (each sent), then answers the sixth, 30 s later. */
async function sixthCodeRequest(challenge: Challenge) {
  for (let sent = 2; sent <= 5; sent += 1) {
    server.clock.advanceSeconds(30);
    expect((await requestCode(server.app, challenge)).statusCode).toBe(200);
  }
  server.clock.advanceSeconds(30);
  return requestCode(server.app, challenge);
}

describe('email login codes', () => {
  it('sends a 6-digit code by email and stores only its HMAC', async () => {
    const challenge = await freshChallenge();
    const response = await requestCode(server.app, challenge);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Code sent successfully',
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });

    const outbox = await server.app.inject({ url: `/api/dev/outbox?to=${challenge.email}` });
    const [message] = outbox.json<{ messages: Record<string, unknown>[] }>().messages;
    expect(message).toMatchObject({
      channel: 'email',
      to: challenge.email,
      subject: 'Your Outlay sign-in code',
    });
    const code = String(message?.code);
    expect(code).toMatch(/^\d{6}$/);
    expect(String(message?.text)).toContain(code);

    const rows = await sqlRows<{ code_hmac: string }>(
      server.db,
      `SELECT c.code_hmac FROM one_time_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [challenge.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hmac).not.toContain(code);
  });

  it('signs in once with the code and refuses the same code again', async () => {
    const challenge = await freshChallenge();
    await requestCode(server.app, challenge);
    const code = await latestCode(server.app, challenge.email);

    const first = await verify(server.app, challenge, code);
    expect(first.statusCode).toBe(200);
    expect(cookieOf(first, 'outlay_login')?.value).toBe('');

    // The challenge is used up too, so even a new password step is needed for a retry.
    const again = await verify(server.app, challenge, code);
    expect(again.statusCode).toBe(401);
    const second = await startLogin(server.app, challenge.email);
    const reuse = await verify(server.app, second, code);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ errors: { code: 'CODE_EXPIRED' } });
  });

  it('lets exactly one of many parallel uses of a code succeed', async () => {
    const challenge = await freshChallenge();
    await requestCode(server.app, challenge);
    const code = await latestCode(server.app, challenge.email);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => verify(server.app, challenge, code)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(7);
  });

  it('expires a code after 10 minutes', async () => {
    const challenge = await freshChallenge();
    await requestCode(server.app, challenge);
    const code = await latestCode(server.app, challenge.email);
    server.clock.advanceSeconds(9 * 60);
    // Still inside the code's life, but a fresh challenge: the first one lives 10 minutes too.
    const fresh = await startLogin(server.app, challenge.email);
    server.clock.advanceSeconds(60);
    const response = await verify(server.app, fresh, code);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: {
        msg: 'This code has expired or was replaced by a newer one. Request a new code.',
        code: 'CODE_EXPIRED',
      },
    });
  });

  it('dies after 5 wrong attempts, even for the right code', async () => {
    const challenge = await freshChallenge();
    await requestCode(server.app, challenge);
    const code = await latestCode(server.app, challenge.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify(server.app, challenge, wrongCodeFor(code));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        errors: {
          code: 'CODE_INCORRECT',
          msg: `The code is incorrect. ${5 - attempt} ${attempt === 4 ? 'attempt' : 'attempts'} left.`,
        },
      });
    }
    const fifth = await verify(server.app, challenge, wrongCodeFor(code));
    expect(fifth.json()).toMatchObject({ errors: { code: 'CODE_LOCKED' } });
    const right = await verify(server.app, challenge, code);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({
      errors: { code: 'CODE_LOCKED', msg: 'Too many incorrect attempts. Request a new code.' },
    });
  });

  it('replaces the old code when a new one is sent', async () => {
    const challenge = await freshChallenge();
    await requestCode(server.app, challenge);
    const oldCode = await latestCode(server.app, challenge.email);
    server.clock.advanceSeconds(31);
    expect((await requestCode(server.app, challenge)).statusCode).toBe(200);
    const newCode = await latestCode(server.app, challenge.email);

    const retired = await sqlRows(
      server.db,
      `SELECT c.id FROM one_time_codes c JOIN users u ON u.id = c.user_id
        WHERE u.email = $1 AND c.invalidated_at IS NOT NULL`,
      [challenge.email],
    );
    expect(retired).toHaveLength(1);
    // One chance in a million that the new code repeats the old one; then there is no old
    // code to refuse, and the rows above already prove the replacement.
    if (oldCode !== newCode) {
      const old = await verify(server.app, challenge, oldCode);
      expect(old.json()).toMatchObject({ errors: { code: 'CODE_INCORRECT' } });
    }
    expect((await verify(server.app, challenge, newCode)).statusCode).toBe(200);
    const live = await sqlRows(
      server.db,
      `SELECT c.id FROM one_time_codes c JOIN users u ON u.id = c.user_id
        WHERE u.email = $1 AND c.invalidated_at IS NULL AND c.consumed_at IS NULL`,
      [challenge.email],
    );
    expect(live).toHaveLength(0);
  });

  it('sends at most one code per 30 seconds and five per 15 minutes', async () => {
    const challenge = await freshChallenge();
    expect((await requestCode(server.app, challenge)).statusCode).toBe(200);
    server.clock.advanceSeconds(10);
    const tooSoon = await requestCode(server.app, challenge);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('20');
    expect(tooSoon.json()).toEqual({
      errors: { msg: 'Please wait 20 seconds before requesting a new code.', code: 'RATE_LIMITED' },
    });

    const sixth = await sixthCodeRequest(challenge);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      errors: { msg: 'Too many codes requested. Try again in 13 minutes.' },
    });
  });

  it('does not count used codes: six sign-ins in 15 minutes, the next one at once', async () => {
    const user = await addUser(server.db);
    for (let signIn = 1; signIn <= 6; signIn += 1) {
      const challenge = await startLogin(server.app, user.email);
      const sent = await requestCode(server.app, challenge);
      expect(sent.statusCode, `code of sign-in ${signIn}`).toBe(200);
      const code = await latestCode(server.app, user.email);
      expect((await verify(server.app, challenge, code)).statusCode).toBe(200);
      // Signed out and back in a few seconds later: no 30 s wait after a code that was used.
      server.clock.advanceSeconds(5);
    }
  });

  it('keeps the limits for codes that were not used, beside used ones', async () => {
    const user = await addUser(server.db);
    const used = await startLogin(server.app, user.email);
    await requestCode(server.app, used);
    expect(
      (await verify(server.app, used, await latestCode(server.app, user.email))).statusCode,
    ).toBe(200);
    const challenge = await startLogin(server.app, user.email);
    expect((await requestCode(server.app, challenge)).statusCode).toBe(200);
    server.clock.advanceSeconds(5);
    expect((await requestCode(server.app, challenge)).statusCode).toBe(429);
    const sixth = await sixthCodeRequest(challenge);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ errors: { msg: /^Too many codes requested/ } });
  });

  it('needs the challenge cookie, for the same user, while it lives', async () => {
    const challenge = await freshChallenge();
    const other = await freshChallenge();

    const noCookie = await server.app.inject({
      method: 'POST',
      url: '/api/v2/multifactor-action-code/create-login',
      payload: { userId: challenge.userId },
    });
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json()).toMatchObject({ errors: { code: 'CHALLENGE_EXPIRED' } });

    const crossed = await requestCode(server.app, { ...challenge, userId: other.userId });
    expect(crossed.statusCode).toBe(401);

    server.clock.advanceSeconds(10 * 60 + 1);
    const expired = await requestCode(server.app, challenge);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      errors: { msg: 'Your sign-in attempt has expired. Please sign in again.' },
    });
  });
});
