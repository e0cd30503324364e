import {
  actionCodeGranted,
  actionCodeSent,
  botCheckBlocked,
  botCheckCaptcha,
  failWith,
  http,
  mockActionCode,
  mockCaptcha,
  mockPath,
  rateLimited,
  twoFactorMethods,
  twoFactorMethodsWithApp,
} from '@outlay/api-client/mocks';
import type { TwoFactorMethods } from '@outlay/api-client';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { verificationActors } from './verification.actors';
import { verificationMachine } from './verification.machine';

const server = mockServerForSuite();

function startVerification(
  options: { cardLastFourDigits?: string; methods?: TwoFactorMethods; clock?: SimulatedClock } = {},
) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(verificationMachine.provide({ actors: verificationActors(client) }), {
    input: {
      actionType: 'CHANGE_PASSWORD',
      // The methods as the app holds them: the machine does not ask for them again.
      methods: options.methods ?? twoFactorMethods,
      ...(options.cardLastFourDigits ? { cardLastFourDigits: options.cardLastFourDigits } : {}),
    },
    clock: options.clock ?? new SimulatedClock(),
  });
  actor.start();
  return actor;
}

type Actor = ReturnType<typeof startVerification>;
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const canConfirm = (actor: Actor) => actor.getSnapshot().can({ type: 'code.confirmed' });

/** Answers code requests as the mocks do, recording what was asked. */
function recordCodeRequests() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/v2/multifactor-action-code/create', async ({ request, response }) => {
      bodies.push(await request.json());
      return response(200).json(actionCodeSent);
    }),
  );
  return bodies;
}

/** Answers verifications as the mocks do, recording what was sent. */
function recordVerifications() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/v2/multifactor-action-code/verify', async ({ request, response }) => {
      bodies.push(await request.json());
      return response(200).json(actionCodeGranted);
    }),
  );
  return bodies;
}

/** Counts two-factor-methods requests: the app holds the methods, the machine must not ask. */
function recordMethodRequests() {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/two-factor-methods')) requests.push(request.url);
  });
  return requests;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('verification machine', () => {
  it('emails a code, enables Confirm at six digits and outputs the action code', async () => {
    const sent = recordCodeRequests();
    const methodRequests = recordMethodRequests();
    const actor = startVerification();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ enteringCode: { code: 'idle' } })).toBe(true);
    expect(snapshot.context.method).toBe('EMAIL');
    expect(snapshot.context.codesSent).toBe(1);
    expect(snapshot.context.resendAfterSeconds).toBe(actionCodeSent.resendAfterSeconds);
    expect(snapshot.context.captcha).toBeNull();
    expect(methodRequests).toEqual([]);
    expect(sent).toEqual([{ actionType: 'CHANGE_PASSWORD', notificationType: 'EMAIL' }]);

    expect(canConfirm(actor)).toBe(false);
    actor.send({ type: 'code.changed', code: '12345' });
    expect(canConfirm(actor)).toBe(false);
    actor.send({ type: 'code.changed', code: '123456' });
    expect(canConfirm(actor)).toBe(true);
    actor.send({ type: 'code.confirmed' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toBe(mockActionCode);
  });

  it('shows the required-field message for a missing code', async () => {
    const actor = startVerification();
    await settled(actor);
    actor.send({ type: 'code.checked' });
    expect(actor.getSnapshot().context.codeMissing).toBe(true);
    actor.send({ type: 'code.changed', code: '1' });
    expect(actor.getSnapshot().context.codeMissing).toBe(false);
    actor.send({ type: 'code.checked' });
    expect(actor.getSnapshot().context.codeMissing).toBe(false);
  });

  it('asks for the captcha only on CAPTCHA, and Confirm waits for its answer', async () => {
    server.use(
      http.post('/v2/web/user/bot-check', ({ response }) => response(200).json(botCheckCaptcha)),
    );
    const verified = recordVerifications();
    const actor = startVerification();
    await settled(actor);
    expect(actor.getSnapshot().context.captcha).toEqual(mockCaptcha);
    actor.send({ type: 'code.changed', code: '123456' });
    expect(canConfirm(actor)).toBe(false);
    actor.send({ type: 'captcha.changed', answer: ' 12 ' });
    expect(canConfirm(actor)).toBe(true);
    actor.send({ type: 'code.confirmed' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verified).toEqual([
      {
        actionType: 'CHANGE_PASSWORD',
        notificationType: 'EMAIL',
        code: '123456',
        captcha: { captchaId: mockCaptcha.captchaId, answer: '12' },
      },
    ]);
  });

  it('on BLOCKED says so, sends no code and offers only to close', async () => {
    server.use(
      http.post('/v2/web/user/bot-check', ({ response }) => response(200).json(botCheckBlocked)),
    );
    const sent = recordCodeRequests();
    const actor = startVerification();
    await waitFor(actor, (s) => s.hasTag('blocked'));
    expect(sent).toEqual([]);
    for (const event of [
      { type: 'resend.requested' },
      { type: 'retry.requested' },
      { type: 'code.confirmed' },
    ] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false);
    }
    actor.send({ type: 'verification.cancelled' });
    expect(actor.getSnapshot().output).toBeNull();
  });

  it("resends a code once the server's wait is over, and says a new one went out", async () => {
    const clock = new SimulatedClock();
    const actor = startVerification({ clock });
    const sent: unknown[] = [];
    actor.on('code.sent', (notice) => sent.push(notice));
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
    clock.increment(actionCodeSent.resendAfterSeconds * 1000);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(true);
    actor.send({ type: 'resend.requested' });
    expect(actor.getSnapshot().matches({ enteringCode: { resend: 'sending' } })).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().context.codesSent).toBe(2);
    expect(sent).toEqual([
      { type: 'code.sent', resent: false },
      { type: 'code.sent', resent: true },
    ]);
  });

  it('reopened moments after a code went out, keeps that code to enter and sends nothing', async () => {
    server.use(rateLimited('createActionCode', 6));
    const actor = startVerification();
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ enteringCode: { code: 'idle' } })).toBe(true);
    expect(snapshot.context).toMatchObject({
      codesSent: 0,
      codeSentEarlier: true,
      resendAfterSeconds: 6,
      error: null,
    });
    actor.send({ type: 'code.changed', code: '123456' });
    expect(canConfirm(actor)).toBe(true);
  });

  it('keeps the dialog open on a wrong code, with the message, and clears the code', async () => {
    server.use(
      failWith('verifyActionCode', 400, 'The code is incorrect. Attempts left: 4.', {
        code: 'CODE_INCORRECT',
      }),
    );
    const actor = startVerification();
    await settled(actor);
    actor.send({ type: 'code.changed', code: '654321' });
    actor.send({ type: 'code.confirmed' });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ enteringCode: { code: 'idle' } })).toBe(true);
    expect(snapshot.context.error?.msg).toBe('The code is incorrect. Attempts left: 4.');
    expect(snapshot.context.code).toBe('');
  });

  it('asks a new question when the captcha was refused, keeping the code', async () => {
    server.use(
      http.post('/v2/web/user/bot-check', ({ response }) => response(200).json(botCheckCaptcha)),
    );
    server.use(
      failWith('verifyActionCode', 400, 'The answer is not right.', { code: 'CAPTCHA_INCORRECT' }),
    );
    const checks: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/bot-check')) checks.push(1);
    });
    const actor = startVerification();
    await settled(actor);
    actor.send({ type: 'code.changed', code: '123456' });
    actor.send({ type: 'captcha.changed', answer: '99' });
    actor.send({ type: 'code.confirmed' });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(checks).toHaveLength(2);
    expect(snapshot.context.code).toBe('123456');
    expect(snapshot.context.captchaAnswer).toBe('');
    expect(snapshot.context.error?.code).toBe('CAPTCHA_INCORRECT');
  });

  it('uses the authenticator app when it is the default: nothing is sent, nothing to resend', async () => {
    const sent = recordCodeRequests();
    const actor = startVerification({ methods: twoFactorMethodsWithApp });
    await settled(actor);
    expect(actor.getSnapshot().context.method).toBe('OTP');
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
  });

  it('switches to a text message, sending the code there, and binds the card', async () => {
    const sent = recordCodeRequests();
    const actor = startVerification({ cardLastFourDigits: '4242' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'method.chosen', method: 'OTP' })).toBe(false);
    actor.send({ type: 'method.chosen', method: 'SMS' });
    await settled(actor);
    expect(actor.getSnapshot().context.method).toBe('SMS');
    expect(sent).toEqual([
      { actionType: 'CHANGE_PASSWORD', notificationType: 'EMAIL', cardLastFourDigits: '4242' },
      { actionType: 'CHANGE_PASSWORD', notificationType: 'SMS', cardLastFourDigits: '4242' },
    ]);
  });

  it('is blocked when the server refuses to send for a blocked address', async () => {
    server.use(failWith('createActionCode', 429, 'Blocked.', { code: 'BOT_BLOCKED' }));
    const actor = startVerification();
    await waitFor(actor, (s) => s.hasTag('blocked'));
  });

  it('says why it could not start and tries again', async () => {
    server.use(
      mswHttp.post(mockPath('/v2/web/user/bot-check'), () => HttpResponse.error(), {
        once: true,
      }),
    );
    const actor = startVerification();
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error?.status).toBe(0);
    actor.send({ type: 'retry.requested' });
    await settled(actor);
    expect(actor.getSnapshot().matches('enteringCode')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
