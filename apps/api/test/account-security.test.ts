import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { login, refresh, signIn } from './support/sign-in.js';
import {
  type Caller,
  actionCodeFor,
  callersFrom,
  wrongCodeFor,
} from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';

const server = suiteServer();

const callers = callersFrom(server, '192.0.2');
const freshCaller = callers.newUser;

const NEW_PASSWORD = 'Fresh-Start-2026!';

function changePassword(caller: Caller, body: Record<string, unknown>, lang?: string) {
  return caller.call('POST', '/web/user/change-password', body, {
    withRefreshCookie: true,
    ...(lang ? { lang } : {}),
  });
}

/** The demo password changed to NEW_PASSWORD, with `actionCode` as the proof. */
const fromDemoToNewPassword = (caller: Caller, actionCode: string) =>
  changePassword(caller, { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, actionCode });

describe('change-password', () => {
  it.each([
    ['too short', 'Sh0rt-pass!'],
    ['no upper-case letter', 'all-lower-case-1!'],
    ['no lower-case letter', 'ALL-UPPER-CASE-1!'],
    ['no digit', 'No-Digits-Here-At-All!'],
    ['no special character', 'NoSpecialCharacter1'],
    ['a space', 'Has A Space-1234'],
  ])('refuses a new password with %s', async (_rule, newPassword) => {
    const { user, caller } = await freshCaller();
    const actionCode = await actionCodeFor(server.app, caller, user.email, 'CHANGE_PASSWORD');
    const response = await changePassword(caller, {
      oldPassword: DEMO_PASSWORD,
      newPassword,
      actionCode,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { code: string } }>().errors.code).toMatch(
      /^(PASSWORD_RULES|VALIDATION)$/,
    );
  });

  it('refuses more than 50 characters, and says the rules in Spanish as the spec words them', async () => {
    const { caller } = await freshCaller();
    const long = await changePassword(caller, {
      oldPassword: DEMO_PASSWORD,
      newPassword: `Aa1!${'x'.repeat(47)}`,
      actionCode: 'x'.repeat(43),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { code: 'VALIDATION' } });
    const spanish = await changePassword(
      caller,
      { oldPassword: DEMO_PASSWORD, newPassword: 'sin-mayusculas-1!', actionCode: 'x'.repeat(43) },
      'es',
    );
    expect(spanish.json()).toMatchObject({
      errors: { msg: 'Por favor ingresa una contraseña válida' },
    });
  });

  it('refuses the old password as the new one, and a wrong old password', async () => {
    const { caller } = await freshCaller();
    const same = await changePassword(caller, {
      oldPassword: 'Same-Password-123!',
      newPassword: 'Same-Password-123!',
      actionCode: 'x'.repeat(43),
    });
    expect(same.json()).toMatchObject({
      errors: { code: 'PASSWORD_RULES', msg: 'New and old password must not be the same.' },
    });
    const wrongOld = await changePassword(caller, {
      oldPassword: 'Not-The-Password-1!',
      newPassword: NEW_PASSWORD,
      actionCode: 'x'.repeat(43),
    });
    expect(wrongOld.json()).toMatchObject({
      errors: { code: 'PASSWORD_INCORRECT', msg: 'The current password is incorrect.' },
    });
  });

  it('needs a live action code for CHANGE_PASSWORD, and spends it', async () => {
    const { user, caller } = await freshCaller();
    const forged = await fromDemoToNewPassword(caller, 'a'.repeat(43));
    expect(forged.json()).toMatchObject({ errors: { code: 'ACTION_CODE_INVALID' } });

    const actionCode = await actionCodeFor(server.app, caller, user.email, 'CHANGE_PASSWORD');
    const first = await fromDemoToNewPassword(caller, actionCode);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: 'Your password has been changed.' });
    const again = await changePassword(caller, {
      oldPassword: NEW_PASSWORD,
      newPassword: 'Another-Fresh-2026!',
      actionCode,
    });
    expect(again.json()).toMatchObject({ errors: { code: 'ACTION_CODE_INVALID' } });
  });

  it('changes the password, sets the status to DONE and ends the other sessions only', async () => {
    const { user, caller } = await freshCaller({
      overrides: { password_changed_status: 'MANDATORY_CHANGE_REQUIRED' },
    });
    server.clock.advanceSeconds(31); // one login code per 30 s
    const otherBrowser = await signIn(server.app, user.email);
    const actionCode = await actionCodeFor(server.app, caller, user.email, 'CHANGE_PASSWORD');
    const response = await fromDemoToNewPassword(caller, actionCode);
    expect(response.statusCode).toBe(200);

    expect((await login(server.app, user.email)).statusCode).toBe(401);
    expect((await login(server.app, user.email, { password: NEW_PASSWORD })).statusCode).toBe(200);
    const profile = await caller.call('GET', '/web/user/load-user-profile');
    expect(profile.json()).toMatchObject({ passwordChangedStatus: 'DONE' });
    expect((await refresh(server.app, caller.session.refreshToken)).statusCode).toBe(200);
    expect((await refresh(server.app, otherBrowser.refreshToken)).statusCode).toBe(401);
  });
});

describe('two-factor methods', () => {
  it('lists email, text message and app, with what is set up and the default', async () => {
    const { caller } = await freshCaller({ phoneNumber: '4155550100', countryCallingCode: '+1' });
    const response = await caller.call('GET', '/web/user/two-factor-methods');
    expect(response.json()).toEqual({
      methods: [
        { type: 'EMAIL', isSetUp: true, destination: expect.stringMatching(/^u\*\*\*/) as unknown },
        { type: 'SMS', isSetUp: true, destination: '+1 415*****00' },
        { type: 'OTP', isSetUp: false, destination: null },
      ],
      defaultMethod: 'EMAIL',
    });
  });

  it('chooses a default among the methods that are set up', async () => {
    const { caller } = await freshCaller();
    const sms = await caller.call('PUT', '/web/user/two-factor-methods/default', { method: 'SMS' });
    expect(sms.json()).toMatchObject({ defaultMethod: 'SMS' });
    const app = await caller.call('PUT', '/web/user/two-factor-methods/default', { method: 'OTP' });
    expect(app.statusCode).toBe(409);
    const read = await caller.call('GET', '/web/user/two-factor-methods');
    expect(read.json()).toMatchObject({ defaultMethod: 'SMS' });
  });

  it('sets up an authenticator app after verification, confirmed by a code from it', async () => {
    const { user, caller } = await freshCaller();
    const refused = await caller.call('POST', '/web/user/authenticator/setup', {
      actionCode: 'b'.repeat(43),
    });
    expect(refused.statusCode).toBe(400);
    const unconfirmed = await caller.call('POST', '/web/user/authenticator/confirm', {
      code: '123456',
    });
    expect(unconfirmed.statusCode).toBe(409);

    const actionCode = await actionCodeFor(server.app, caller, user.email, 'SET_UP_AUTHENTICATOR');
    const setup = await caller.call('POST', '/web/user/authenticator/setup', { actionCode });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const epoch = Math.floor(server.clock.now().getTime() / 1000);
    const wrong = await caller.call('POST', '/web/user/authenticator/confirm', {
      code: wrongCodeFor(await generate({ secret, epoch })),
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await caller.call('POST', '/web/user/authenticator/confirm', {
      code: await generate({ secret, epoch }),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      methods: expect.arrayContaining([
        { type: 'OTP', isSetUp: true, destination: null },
      ]) as unknown,
    });
    expect((await login(server.app, user.email)).json()).toMatchObject({ isTwoFactorAuth: true });

    const twice = await caller.call('POST', '/web/user/authenticator/setup', { actionCode });
    expect(twice.statusCode).toBe(409);
  });
});
