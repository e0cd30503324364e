// Security probe, limits that hold: a sign-in attempt ends after five wrong authenticator codes,
// but the password step started a new attempt with five more, so whoever had the password could
// keep guessing six-digit codes for ever. The account now has a cap across sign-ins (and the
// verifications of sensitive actions), like the emailed codes' sending limits.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATOR_FAILURE_WINDOW_SECONDS,
  MAX_AUTHENTICATOR_FAILURES,
} from '../../src/auth/authenticator-failures.js';
import { MAX_CHALLENGE_FAILURES } from '../../src/auth/login-challenges.js';
import { DEMO_TOTP_SECRET } from '../../src/seed/index.js';
import { API, addUser, startLogin, verify } from '../support/sign-in.js';
import { callerFor } from '../support/signed-in-calls.js';
import { suiteServer } from '../support/suite-server.js';

const server = suiteServer();

const rightCode = (): Promise<string> =>
  generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(server.clock.now().getTime() / 1000) });
const wrongCode = async () =>
  String((Number(await rightCode()) + 500_000) % 1_000_000).padStart(6, '0');

const withApp = () =>
  addUser(server.db, {
    totpSecret: DEMO_TOTP_SECRET,
    overrides: { supported_2fa_methods: ['EMAIL', 'OTP'] },
  });

/** A new password check, then wrong codes until that attempt ends. */
async function spendOneSignIn(email: string) {
  const challenge = await startLogin(server.app, email);
  for (let i = 0; i < MAX_CHALLENGE_FAILURES; i += 1) {
    const response = await verify(server.app, challenge, await wrongCode(), 'OTP');
    expect(response.statusCode).toBe(401);
  }
}

describe('wrong authenticator codes', () => {
  it('are capped per account across sign-ins, even for the right code', async () => {
    const user = await withApp();
    const attempts = MAX_AUTHENTICATOR_FAILURES / MAX_CHALLENGE_FAILURES;
    for (let i = 0; i < attempts; i += 1) await spendOneSignIn(user.email);

    const challenge = await startLogin(server.app, user.email);
    const refused = await verify(server.app, challenge, await rightCode(), 'OTP');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errors: {
        code: 'RATE_LIMITED',
        msg: 'Too many incorrect authenticator codes for this account. Try again in 15 minutes.',
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // When the window has passed, the right code signs in again.
    server.clock.advanceSeconds(AUTHENTICATOR_FAILURE_WINDOW_SECONDS + 1);
    const later = await startLogin(server.app, user.email);
    const accepted = await verify(server.app, later, await rightCode(), 'OTP');
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('count the verifications of sensitive actions too', async () => {
    const user = await withApp();
    const caller = await callerFor(server.app, user.email);
    // From a new address each time, so the per-address bot check never asks a captcha first.
    let addresses = 0;
    const check = (code: string) =>
      server.app.inject({
        method: 'POST',
        url: `${API}/multifactor-action-code/verify`,
        remoteAddress: `198.51.100.${(addresses += 1)}`,
        headers: { authorization: `Bearer ${caller.session.secretToken}` },
        payload: { actionType: 'CHANGE_PASSWORD', notificationType: 'OTP', code },
      });
    for (let i = 0; i < MAX_AUTHENTICATOR_FAILURES; i += 1) {
      const wrong = await check(await wrongCode());
      expect(wrong.json()).toMatchObject({ errors: { code: 'CODE_INCORRECT' } });
    }
    expect((await check(await rightCode())).statusCode).toBe(429);

    // And the cap is the account's: signing in with the app is refused as well.
    const challenge = await startLogin(server.app, user.email);
    expect((await verify(server.app, challenge, await rightCode(), 'OTP')).statusCode).toBe(429);
  });

  it("are one account's: another user's codes still work", async () => {
    const user = await withApp();
    const challenge = await startLogin(server.app, user.email);
    const response = await verify(server.app, challenge, await rightCode(), 'OTP');
    expect(response.statusCode, response.body).toBe(200);
  });
});
