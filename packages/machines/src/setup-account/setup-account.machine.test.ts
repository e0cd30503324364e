import {
  failWith,
  http,
  passwordSetUp,
  rateLimited,
  setupRequested,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { setupAccountActors } from './setup-account.actors';
import { setupAccountMachine } from './setup-account.machine';

const server = mockServerForSuite();

const start = (email = 'invited@demo.outlay.test', clock = new SimulatedClock()) =>
  createActor(
    setupAccountMachine.provide({ actors: setupAccountActors(createTestClient().client) }),
    {
      input: { email },
      clock,
    },
  ).start();
const form = {
  code: '123456',
  newPassword: 'First-Password-1!',
  confirmPassword: 'First-Password-1!',
};

describe('setup-account machine', () => {
  it('emails a code, then sets the first password with it', async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/user/setup-password', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json(passwordSetUp);
      }),
    );
    const actor = start();
    actor.send({ type: 'code.requested', email: ' invited@demo.outlay.test ' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosingPassword: { code: 'idle' } }));
    expect(actor.getSnapshot().context.codesSent).toBe(1);
    actor.send({ type: 'form.submitted', ...form, code: '12' });
    expect(actor.getSnapshot().matches({ choosingPassword: { code: 'idle' } })).toBe(true);
    actor.send({ type: 'form.submitted', ...form });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({
      email: 'invited@demo.outlay.test',
      code: '123456',
      newPassword: form.newPassword,
    });
  });

  it('keeps the form with the server refusal', async () => {
    server.use(failWith('setupPassword', 400, 'The code is incorrect. Attempts left: 4.'));
    const actor = start();
    actor.send({ type: 'code.requested', email: 'invited@demo.outlay.test' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosingPassword: { code: 'idle' } }));
    actor.send({ type: 'form.submitted', ...form });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().matches({ choosingPassword: { code: 'idle' } })).toBe(true);
  });

  it('says why the code was refused: required, or not six digits', async () => {
    const actor = start();
    actor.send({ type: 'code.requested', email: 'invited@demo.outlay.test' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosingPassword: { code: 'idle' } }));
    actor.send({ type: 'form.submitted', ...form, code: '' });
    expect(actor.getSnapshot().context.codeProblem).toBe('required');
    actor.send({ type: 'form.submitted', ...form, code: '12' });
    expect(actor.getSnapshot().context.codeProblem).toBe('incomplete');
  });

  it("offers Resend once the server's wait is over, and says a code went out", async () => {
    const clock = new SimulatedClock();
    const actor = start('invited@demo.outlay.test', clock);
    const sent: unknown[] = [];
    actor.on('code.sent', (notice) => sent.push(notice));
    actor.send({ type: 'code.requested', email: 'invited@demo.outlay.test' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosingPassword: { code: 'idle' } }));
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
    clock.increment(setupRequested.resendAfterSeconds * 1000);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(true);
    actor.send({ type: 'resend.requested' });
    await waitFor(actor, (snapshot) => snapshot.context.codesSent === 2);
    expect(sent).toEqual([
      { type: 'code.sent', resent: false },
      { type: 'code.sent', resent: true },
    ]);
  });

  it('keeps the code sent moments ago when the server will not send another yet', async () => {
    server.use(rateLimited('requestSetupCode', 12));
    const actor = start();
    actor.send({ type: 'code.requested', email: 'invited@demo.outlay.test' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingPassword'));
    expect(actor.getSnapshot().context).toMatchObject({
      codeSentEarlier: true,
      resendAfterSeconds: 12,
      error: null,
    });
  });
});
