import {
  adminUser,
  authenticatorEnrolment,
  failWith,
  http,
  mockSecretToken,
  rateLimited,
  signedIn,
  totpAdminUser,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { loginActors } from './login.actors';
import { loginMachine } from './login.machine';
import { credentialsAtStart, credentialsView } from './login.view';

const server = mockServerForSuite();

function startLogin(clock = new SimulatedClock()) {
  const { client } = createTestClient();
  const actor = createActor(loginMachine.provide({ actors: loginActors(client) }), { clock });
  actor.start();
  return actor;
}

type LoginActor = ReturnType<typeof startLogin>;

const settled = (actor: LoginActor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

/** Submits the demo password for `email` and waits for the server's answer. */
async function submitCredentials(actor: LoginActor, email = 'admin@demo.outlay.test') {
  actor.send({ type: 'credentials.submitted', email, password: 'pw' });
  await settled(actor);
}

/** Chooses a second factor and waits until the code step has settled. */
async function chooseMethod(actor: LoginActor, method: 'EMAIL' | 'OTP') {
  actor.send({ type: 'method.chosen', method });
  await settled(actor);
}

/** Collects the machine's "code sent" news in the order it was emitted. */
function codeNotices(actor: LoginActor) {
  const notices: unknown[] = [];
  actor.on('code.sent', (notice) => notices.push(notice));
  return notices;
}

describe('login machine', () => {
  it('signs in with an emailed code', async () => {
    const actor = startLogin();
    actor.send({
      type: 'credentials.submitted',
      email: ' admin@demo.outlay.test ',
      password: 'pw',
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('choosingMethod');
    expect(actor.getSnapshot().context.email).toBe('admin@demo.outlay.test');

    await chooseMethod(actor, 'EMAIL');
    expect(actor.getSnapshot().matches({ enteringCode: { code: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.codesSent).toBe(1);

    actor.send({ type: 'code.submitted', code: '123456' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output?.secretToken).toBe(mockSecretToken);
    expect(done.output?.email).toBe(adminUser.email);
  });

  it('signs in from a trusted device with the password alone', async () => {
    server.use(
      http.post('/v2/web/user/login', ({ response }) => response(200).json(signedIn(adminUser))),
    );
    const actor = startLogin();
    actor.send({ type: 'credentials.submitted', email: 'admin@demo.outlay.test', password: 'pw' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output?.secretToken).toBe(mockSecretToken);
    expect(done.context.method).toBeNull();
  });

  it('asks the server to remember the device only when the user ticked it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/v2/web/user/verify-2FA', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(signedIn(adminUser));
      }),
    );
    for (const remember of [false, true]) {
      const actor = startLogin();
      await submitCredentials(actor);
      await chooseMethod(actor, 'EMAIL');
      if (remember) actor.send({ type: 'rememberDevice.changed', remember: true });
      actor.send({ type: 'code.submitted', code: '123456' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
    }
    expect(sent).toEqual([
      expect.objectContaining({ rememberDevice: false }),
      expect.objectContaining({ rememberDevice: true }),
    ]);
  });

  it('keeps the visitor on the form with the new-device message on a 423', async () => {
    server.use(failWith('login', 423, 'Locked.', { code: 'NEW_DEVICE' }));
    const actor = startLogin();
    actor.send({
      type: 'credentials.submitted',
      email: 'eu.admin@demo.outlay.test',
      password: 'pw',
    });
    await settled(actor);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('enteringCredentials');
    expect(context.error?.status).toBe(423);
    expect(context.error?.msg).toBe(
      'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.',
    );
  });

  it('keeps the visitor on the form with the server message when the password is wrong', async () => {
    server.use(failWith('login', 401, 'The email or password is incorrect.'));
    const actor = startLogin();
    actor.send({ type: 'credentials.submitted', email: 'admin@demo.outlay.test', password: 'bad' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('enteringCredentials');
    expect(actor.getSnapshot().context.error?.msg).toBe('The email or password is incorrect.');
  });

  it('ignores an empty submission', () => {
    const actor = startLogin();
    actor.send({ type: 'credentials.submitted', email: '  ', password: 'x' });
    expect(actor.getSnapshot().value).toBe('enteringCredentials');
  });

  it('sends the visitor back to sign in when the login code cannot be sent', async () => {
    server.use(failWith('createLoginCode', 401, 'Your sign-in has expired. Please sign in again.'));
    const actor = startLogin();
    await submitCredentials(actor);
    await chooseMethod(actor, 'EMAIL');
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('enteringCredentials');
    expect(snapshot.context.challenge).toBeNull();
    expect(snapshot.context.error?.msg).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('keeps the visitor on the code step when a code went out moments ago (429)', async () => {
    server.use(rateLimited('createLoginCode', 12));
    const clock = new SimulatedClock();
    const actor = startLogin(clock);
    const notices = codeNotices(actor);
    await submitCredentials(actor);
    await chooseMethod(actor, 'EMAIL');
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('screen.code')).toBe(true);
    expect(snapshot.context.challenge).not.toBeNull();
    expect(snapshot.context).toMatchObject({
      codeSentEarlier: true,
      resendAfterSeconds: 12,
      codesSent: 0,
      error: null,
    });
    expect(notices).toEqual([]);
    expect(snapshot.can({ type: 'resend.requested' })).toBe(false);
    clock.increment(12_000);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(true);
  });

  it('offers Resend exactly when the server would send another code', async () => {
    const clock = new SimulatedClock();
    const actor = startLogin(clock);
    const notices = codeNotices(actor);
    await submitCredentials(actor);
    await chooseMethod(actor, 'EMAIL');
    expect(notices).toEqual([{ type: 'code.sent', resent: false }]);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
    clock.increment(29_999);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(true);

    // Refused as too soon after all (another tab sent one): the wait starts again.
    server.use(rateLimited('createLoginCode', 5));
    actor.send({ type: 'resend.requested' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
    clock.increment(5_000);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(true);
  });

  it('resends an email code and counts it, but never for an authenticator app', async () => {
    const clock = new SimulatedClock();
    const actor = startLogin(clock);
    const notices = codeNotices(actor);
    await submitCredentials(actor);
    await chooseMethod(actor, 'EMAIL');
    clock.increment(30_000);
    actor.send({ type: 'resend.requested' });
    expect(actor.getSnapshot().matches({ enteringCode: { resend: 'sending' } })).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().context.codesSent).toBe(2);
    expect(notices).toEqual([
      { type: 'code.sent', resent: false },
      { type: 'code.sent', resent: true },
    ]);

    const totp = startLogin();
    await submitCredentials(totp, totpAdminUser.email);
    totp.send({ type: 'method.chosen', method: 'OTP' });
    expect(totp.getSnapshot().matches({ enteringCode: { code: 'idle' } })).toBe(true);
    expect(totp.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
    totp.send({ type: 'resend.requested' });
    expect(totp.getSnapshot().matches({ enteringCode: { resend: 'sending' } })).toBe(false);
  });

  it('does not verify a code that is not six digits, and shows a wrong code error', async () => {
    server.use(failWith('verifyTwoFactor', 401, 'The code is incorrect.'));
    const actor = startLogin();
    await submitCredentials(actor);
    await chooseMethod(actor, 'EMAIL');
    actor.send({ type: 'code.submitted', code: '12345' });
    expect(actor.getSnapshot().matches({ enteringCode: { code: 'idle' } })).toBe(true);
    actor.send({ type: 'code.submitted', code: '654321' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ enteringCode: { code: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.error?.msg).toBe('The code is incorrect.');
  });

  it('goes straight to the code for a user whose authenticator app is set up', async () => {
    const actor = startLogin();
    await submitCredentials(actor, totpAdminUser.email);
    actor.send({ type: 'method.chosen', method: 'OTP' });
    expect(actor.getSnapshot().matches('enteringCode')).toBe(true);
    let sentMethod: unknown;
    server.use(
      http.post('/v2/web/user/verify-2FA', async ({ request, response }) => {
        sentMethod = ((await request.json()) as { method: unknown }).method;
        return response(200).json({ ...totpAdminUser, secretToken: 'totp-token' });
      }),
    );
    actor.send({ type: 'code.submitted', code: '111111' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sentMethod).toBe('OTP');
    expect(done.output?.secretToken).toBe('totp-token');
  });

  it('sets up an authenticator app only after the emailed code proves the inbox', async () => {
    let enrolmentBody: unknown;
    server.use(
      http.post('/v2/web/user/authenticator-enrolment', async ({ request, response }) => {
        enrolmentBody = await request.json();
        return response(200).json(authenticatorEnrolment);
      }),
    );
    const actor = startLogin();
    await submitCredentials(actor);
    actor.send({ type: 'method.chosen', method: 'OTP' });
    expect(actor.getSnapshot().matches({ settingUpAuthenticator: 'sendingEmailCode' })).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().matches({ settingUpAuthenticator: 'provingEmail' })).toBe(true);
    expect(actor.getSnapshot().context.authenticator).toBeNull();
    actor.send({ type: 'code.submitted', code: '12345' });
    expect(actor.getSnapshot().matches({ settingUpAuthenticator: 'provingEmail' })).toBe(true);
    actor.send({ type: 'code.submitted', code: '135790' });
    expect(
      actor
        .getSnapshot()
        .matches({ settingUpAuthenticator: { provingEmail: { code: 'verifying' } } }),
    ).toBe(true);
    await settled(actor);
    expect(enrolmentBody).toEqual({ userId: adminUser.userId, code: '135790' });
    expect(actor.getSnapshot().matches({ settingUpAuthenticator: 'showingSecret' })).toBe(true);
    expect(actor.getSnapshot().context.authenticator?.secret).toBe(authenticatorEnrolment.secret);
    actor.send({ type: 'code.submitted', code: '222222' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output?.email).toBe(adminUser.email);
  });

  it('stays on the email code when the server refuses it, and can resend it', async () => {
    server.use(failWith('createAuthenticatorEnrolment', 401, 'The code is incorrect.'));
    const clock = new SimulatedClock();
    const actor = startLogin(clock);
    await submitCredentials(actor);
    await chooseMethod(actor, 'OTP');
    actor.send({ type: 'code.submitted', code: '000000' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ settingUpAuthenticator: 'provingEmail' })).toBe(true);
    expect(actor.getSnapshot().context.error?.msg).toBe('The code is incorrect.');
    clock.increment(30_000);
    actor.send({ type: 'resend.requested' });
    await settled(actor);
    expect(actor.getSnapshot().context.codesSent).toBe(2);
  });

  it('proves the inbox with the emailed code of moments ago when the server will not send another', async () => {
    const actor = startLogin();
    await submitCredentials(actor);
    server.use(rateLimited('createLoginCode', 20));
    await chooseMethod(actor, 'OTP');
    expect(actor.getSnapshot().matches({ settingUpAuthenticator: 'provingEmail' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ codeSentEarlier: true, error: null });
  });

  it('starts over from any step', async () => {
    const actor = startLogin();
    await submitCredentials(actor);
    actor.send({ type: 'login.restarted' });
    expect(actor.getSnapshot().value).toBe('enteringCredentials');
    expect(actor.getSnapshot().context.challenge).toBeNull();
  });

  it('starts on the sign-in form the web app paints before the machine loads', async () => {
    server.use(failWith('login', 401, 'The email or password is incorrect.'));
    const actor = startLogin();
    expect(credentialsView(actor.getSnapshot())).toEqual(credentialsAtStart);
    actor.send({ type: 'credentials.submitted', email: 'admin@demo.outlay.test', password: 'bad' });
    expect(credentialsView(actor.getSnapshot()).busy).toBe(true);
    await settled(actor);
    expect(credentialsView(actor.getSnapshot())).toMatchObject({
      email: 'admin@demo.outlay.test',
      busy: false,
      error: { msg: 'The email or password is incorrect.' },
    });
  });
});
