import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../src/seed/index.js';
import { latestCode } from './support/sign-in.js';
import {
  type Caller,
  actionCodeFor,
  callerFor,
  latestMessage,
  wrongCodeFor,
  callersFrom,
} from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();

const callers = callersFrom(server, '198.51.100');
const freshCaller = callers.newUser;

const createCode = (caller: Caller, body: Record<string, unknown>) =>
  caller.call('POST', '/multifactor-action-code/create', body);
const verifyCode = (caller: Caller, body: Record<string, unknown>) =>
  caller.call('POST', '/multifactor-action-code/verify', body);
const passwordChange = { actionType: 'CHANGE_PASSWORD', notificationType: 'EMAIL' } as const;

describe('multifactor-action-code/create', () => {
  it('emails a six-digit code for the action and says where it went', async () => {
    const { user, caller } = await freshCaller();
    const response = await createCode(caller, passwordChange);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Code sent successfully',
      expiresInSeconds: 600,
      destination: expect.stringMatching(/^u\*\*\*.@test\.outlay\.test$/) as unknown,
    });
    const message = await latestMessage(server.app, user.email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Outlay verification code' });
    expect(message.code).toMatch(/^\d{6}$/);
    const stored = await sqlRows<{ purpose: string; code_hmac: string }>(
      server.db,
      "SELECT purpose, code_hmac FROM one_time_codes WHERE user_id = $1 AND purpose <> 'login'",
      [user.id],
    );
    expect(stored).toEqual([
      {
        purpose: 'action:CHANGE_PASSWORD',
        code_hmac: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      },
    ]);
  });

  it('texts the code to a verified phone, masked to the first 3 and last 2 digits', async () => {
    const { caller } = await freshCaller({ phoneNumber: '4155550100', countryCallingCode: '+1' });
    const response = await createCode(caller, { ...passwordChange, notificationType: 'SMS' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ destination: '+1 415*****00' });
    const sms = await latestMessage(server.app, '14155550100');
    expect(sms.channel).toBe('sms');
    expect(sms.text).toContain(sms.code ?? 'no code');
  });

  it('refuses a method that is not set up', async () => {
    const { caller } = await freshCaller({ overrides: { is_phone_verified: false } });
    const sms = await createCode(caller, { ...passwordChange, notificationType: 'SMS' });
    expect(sms.statusCode).toBe(400);
    expect(sms.json()).toMatchObject({
      errors: { msg: 'This verification method is not set up for your account.' },
    });
  });

  it('names the card in the email when the action is about one', async () => {
    const { user, caller } = await freshCaller();
    await createCode(caller, { ...passwordChange, cardLastFourDigits: '4242' });
    const message = await latestMessage(server.app, user.email);
    expect(message.text).toContain('card ending in 4242');
  });

  it('sends at most one code per 30 seconds for an action, and says so', async () => {
    const { caller } = await freshCaller();
    const first = await createCode(caller, passwordChange);
    expect(first.json()).toMatchObject({ resendAfterSeconds: 30 });
    const again = await createCode(caller, passwordChange);
    expect(again.statusCode).toBe(429);
    server.clock.advanceSeconds(31);
    expect((await createCode(caller, passwordChange)).statusCode).toBe(200);
  });

  it('sends by the other method at once: the 30 seconds are per method', async () => {
    const { user, caller } = await freshCaller({ phoneNumber: '4155550142' });
    expect((await createCode(caller, passwordChange)).statusCode).toBe(200);
    const sms = await createCode(caller, { ...passwordChange, notificationType: 'SMS' });
    expect(sms.statusCode).toBe(200);
    // The emailed code was retired by the text message; email is still waiting its 30 s.
    const emailed = await latestMessage(server.app, user.email);
    const texted = await latestMessage(server.app, '14155550142');
    expect([emailed.channel, texted.channel]).toEqual(['email', 'sms']);
    const back = await createCode(caller, passwordChange);
    expect(back.statusCode).toBe(429);
  });
});

describe('multifactor-action-code/verify', () => {
  it('exchanges the right code for an action code, once', async () => {
    const { user, caller } = await freshCaller();
    await createCode(caller, passwordChange);
    const code = await latestCode(server.app, user.email);
    const granted = await verifyCode(caller, { ...passwordChange, code });
    expect(granted.statusCode).toBe(200);
    const body = granted.json<{ actionCode: string; expiresInSeconds: number }>();
    expect(body.actionCode.length).toBeGreaterThanOrEqual(32);
    expect(body.expiresInSeconds).toBe(300);
    const [row] = await sqlRows<{ token_hash: string }>(
      server.db,
      'SELECT token_hash FROM action_codes WHERE user_id = $1',
      [user.id],
    );
    expect(row?.token_hash).not.toContain(body.actionCode);

    const reuse = await verifyCode(caller, { ...passwordChange, code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ errors: { code: 'CODE_EXPIRED' } });
  });

  it('binds a code to its action type, its card and its user', async () => {
    const { user, caller } = await freshCaller();
    await createCode(caller, { ...passwordChange, cardLastFourDigits: '1881' });
    const code = await latestCode(server.app, user.email);

    const otherAction = await verifyCode(caller, {
      actionType: 'INVITE_USERS',
      notificationType: 'EMAIL',
      cardLastFourDigits: '1881',
      code,
    });
    expect(otherAction.statusCode).toBe(400);
    const otherCard = await verifyCode(caller, {
      ...passwordChange,
      cardLastFourDigits: '4242',
      code,
    });
    expect(otherCard.statusCode).toBe(400);
    const noCard = await verifyCode(caller, { ...passwordChange, code });
    expect(noCard.statusCode).toBe(400);
    const { caller: someoneElse } = await freshCaller();
    const otherUser = await verifyCode(someoneElse, {
      ...passwordChange,
      cardLastFourDigits: '1881',
      code,
    });
    expect(otherUser.statusCode).toBe(400);

    const right = await verifyCode(caller, { ...passwordChange, cardLastFourDigits: '1881', code });
    expect(right.statusCode).toBe(200);
  });

  it('counts wrong codes: the fifth ends the code', async () => {
    const { user, caller } = await freshCaller();
    await createCode(caller, passwordChange);
    const code = await latestCode(server.app, user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verifyCode(caller, { ...passwordChange, code: wrongCodeFor(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        errors: {
          code: 'CODE_INCORRECT',
          msg: `The code is incorrect. ${5 - attempt} ${attempt === 4 ? 'attempt' : 'attempts'} left.`,
        },
      });
    }
    const fifth = await verifyCode(caller, { ...passwordChange, code: wrongCodeFor(code) });
    expect(fifth.json()).toMatchObject({ errors: { code: 'CODE_LOCKED' } });
    const late = await verifyCode(caller, { ...passwordChange, code });
    expect(late.statusCode).toBe(400);
  });

  it('lets a code expire after 10 minutes', async () => {
    const { user, caller } = await freshCaller();
    await createCode(caller, passwordChange);
    const code = await latestCode(server.app, user.email);
    server.clock.advanceSeconds(601);
    const { caller: fresh } = await callerForSame(user.email);
    const late = await verifyCode(fresh, { ...passwordChange, code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errors: { code: 'CODE_EXPIRED' } });
  });

  it('checks an authenticator code for a user with an app', async () => {
    const caller = await callers.as('totp.admin@demo.outlay.test');
    server.clock.advanceSeconds(90);
    const epoch = Math.floor(server.clock.now().getTime() / 1000);
    const code = await generate({ secret: DEMO_TOTP_SECRET, epoch });
    const otp = { actionType: 'CHANGE_PASSWORD', notificationType: 'OTP' };
    const granted = await verifyCode(caller, { ...otp, code });
    expect(granted.statusCode).toBe(200);
    const replay = await verifyCode(caller, { ...otp, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      errors: { msg: 'The authenticator code is incorrect.' },
    });

    const { caller: noApp } = await freshCaller();
    const refused = await verifyCode(noApp, { ...otp, code: '123456' });
    expect(refused.statusCode).toBe(400);
  });
});

/** Signs the same user in again (an access token lasts 15 minutes of the test clock). */
async function callerForSame(email: string) {
  return { caller: await callers.as(email) };
}

describe('the bot check', () => {
  const botCheck = (caller: Caller) =>
    caller.call('POST', '/web/user/bot-check', { actionType: 'CHANGE_PASSWORD' });

  it('allows an ordinary caller', async () => {
    const { caller } = await freshCaller();
    const response = await botCheck(caller);
    expect(response.json()).toEqual({ status: 'ALLOWED', captcha: null });
  });

  it('asks a flagged account for a captcha: a question answered in digits, checked by the server', async () => {
    const { user, caller } = await freshCaller({ overrides: { bot_check_flagged: true } });
    const check = await botCheck(caller);
    const { status, captcha } = check.json<{
      status: string;
      captcha: { captchaId: string; question: string };
    }>();
    expect(status).toBe('CAPTCHA');
    expect(captcha.question).toMatch(/^What is \d plus \d\? Answer with a number\.$/);
    const [a = 0, b = 0] = (captcha.question.match(/\d/g) ?? []).map(Number);

    await createCode(caller, passwordChange);
    const code = await latestCode(server.app, user.email);
    const without = await verifyCode(caller, { ...passwordChange, code });
    expect(without.json()).toMatchObject({ errors: { code: 'CAPTCHA_REQUIRED' } });
    const wrongAnswer = await verifyCode(caller, {
      ...passwordChange,
      code,
      captcha: { captchaId: captcha.captchaId, answer: String(a + b + 1) },
    });
    expect(wrongAnswer.json()).toMatchObject({
      errors: {
        code: 'CAPTCHA_INCORRECT',
        msg: 'The answer to the security question is not right. Please answer the new question.',
      },
    });
    // A question is answered once: even the right answer to it is now refused.
    const reused = await verifyCode(caller, {
      ...passwordChange,
      code,
      captcha: { captchaId: captcha.captchaId, answer: String(a + b) },
    });
    expect(reused.json()).toMatchObject({ errors: { code: 'CAPTCHA_INCORRECT' } });

    const next = (await botCheck(caller)).json<{
      captcha: { captchaId: string; question: string };
    }>().captcha;
    const [c = 0, d = 0] = (next.question.match(/\d/g) ?? []).map(Number);
    const solved = await verifyCode(caller, {
      ...passwordChange,
      code,
      captcha: { captchaId: next.captchaId, answer: ` ${c + d} ` },
    });
    expect(solved.statusCode).toBe(200);
  });

  it('asks for a captcha after 5 failures from one address, and blocks it after 15', async () => {
    const { user, caller } = await freshCaller();
    await createCode(caller, passwordChange);
    const code = await latestCode(server.app, user.email);
    // Failures come from the address, whoever makes them: a second account on it counts too.
    for (let failure = 1; failure <= 5; failure += 1) {
      await verifyCode(caller, { ...passwordChange, code: wrongCodeFor(code) });
    }
    expect((await botCheck(caller)).json()).toMatchObject({ status: 'CAPTCHA' });

    for (let failure = 6; failure <= 15; failure += 1) {
      await verifyCode(caller, {
        ...passwordChange,
        code: wrongCodeFor(code),
        captcha: { captchaId: '00000000-0000-4000-8000-000000000000', answer: '1' },
      });
    }
    expect((await botCheck(caller)).json()).toEqual({ status: 'BLOCKED', captcha: null });
    const send = await createCode(caller, passwordChange);
    expect(send.statusCode).toBe(429);
    expect(send.json()).toMatchObject({ errors: { code: 'BOT_BLOCKED' } });
    const verify = await verifyCode(caller, { ...passwordChange, code });
    expect(verify.json()).toMatchObject({ errors: { code: 'BOT_BLOCKED' } });

    // Another address is not affected, and after the window the address is forgiven.
    const { caller: elsewhere } = await freshCaller();
    expect((await botCheck(elsewhere)).json()).toMatchObject({ status: 'ALLOWED' });
    server.clock.advanceSeconds(15 * 60 + 1);
    const later = await callerFor(server.app, user.email, caller.address);
    expect((await botCheck(later)).json()).toMatchObject({ status: 'ALLOWED' });
  });

  it('answers CAPTCHA for the seeded captcha demo user', async () => {
    const caller = await callers.as('captcha@demo.outlay.test');
    expect((await botCheck(caller)).json()).toMatchObject({ status: 'CAPTCHA' });
  });

  it('blocks an account the sandbox refuses outright, whatever its address', async () => {
    const { caller } = await freshCaller({ overrides: { bot_check_blocked: true } });
    expect((await botCheck(caller)).json()).toEqual({ status: 'BLOCKED', captcha: null });
    const send = await createCode(caller, passwordChange);
    expect(send.statusCode).toBe(429);
    expect(send.json()).toMatchObject({ errors: { code: 'BOT_BLOCKED' } });
    // Another account is not.
    const { caller: neighbour } = await freshCaller();
    expect((await botCheck(neighbour)).json()).toMatchObject({ status: 'ALLOWED' });
  });
});

describe('action codes', () => {
  it('are granted per action: one for another action is refused', async () => {
    const { user, caller } = await freshCaller();
    const setUp = await actionCodeFor(server.app, caller, user.email, 'SET_UP_AUTHENTICATOR');
    const change = await caller.call('POST', '/web/user/change-password', {
      oldPassword: 'Outlay-Demo-2026!',
      newPassword: 'Brand-New-Pass-42',
      actionCode: setUp,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ errors: { code: 'ACTION_CODE_INVALID' } });
  });

  it('expire after 5 minutes', async () => {
    const { user, caller } = await freshCaller();
    const actionCode = await actionCodeFor(server.app, caller, user.email, 'SET_UP_AUTHENTICATOR');
    server.clock.advanceSeconds(301);
    const { caller: fresh } = await callerForSame(user.email);
    const late = await fresh.call('POST', '/web/user/authenticator/setup', { actionCode });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      errors: { msg: 'This verification has expired or was already used. Please verify again.' },
    });
  });
});
