import {
  failWith,
  http,
  phoneConsentContracts,
  phoneCodeSent,
  phoneNonPersonal,
  phoneVerificationConfig,
} from '@outlay/api-client/mocks';
import { listenOptions, setupMockServer } from '@outlay/api-client/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { phoneVerificationMachine } from './phone-verification.machine';

const server = setupMockServer();
beforeAll(() => server.listen(listenOptions));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function startPhone() {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const { accessId, groupKey, signerId } = phoneVerificationConfig;
  return createActor(phoneVerificationMachine, {
    input: { client, agreement: { accessId, groupKey, signerId }, phone: '14155550195' },
  }).start();
}

type Actor = ReturnType<typeof startPhone>;
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

async function toCode(actor: Actor) {
  await settled(actor);
  actor.send({ type: 'consent.toggled', consented: true });
  actor.send({ type: 'consent.continued' });
  await settled(actor);
}

describe('phone verification machine', () => {
  it('shows the consent agreement; Continue waits for the checkbox', async () => {
    const actor = startPhone();
    await settled(actor);
    const { consent } = actor.getSnapshot().context;
    expect(consent).toMatchObject({
      id: 'sms-consent',
      title: phoneConsentContracts.contract_data['sms-consent']?.title,
    });
    expect(actor.getSnapshot().can({ type: 'consent.continued' })).toBe(false);
    actor.send({ type: 'consent.toggled', consented: true });
    expect(actor.getSnapshot().can({ type: 'consent.continued' })).toBe(true);
  });

  it('signs the consent, texts a code and closes once the code is right', async () => {
    const actor = startPhone();
    await toCode(actor);
    expect(actor.getSnapshot().matches({ open: { enteringCode: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      codesSent: 1,
      resendAfterSeconds: phoneCodeSent.resendAfterSeconds,
    });
    actor.send({ type: 'code.submitted', code: '123' });
    expect(actor.getSnapshot().matches({ open: { enteringCode: 'idle' } })).toBe(true);
    actor.send({ type: 'code.submitted', code: '123456' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ outcome: 'verified', message: null });
  });

  it('shows other errors inline, marking them as a code error', async () => {
    server.use(failWith('verifyPhoneNumber', 400, 'The code is incorrect. Attempts left: 4.'));
    const actor = startPhone();
    await toCode(actor);
    actor.send({ type: 'code.submitted', code: '000000' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'code',
      error: { msg: 'The code is incorrect. Attempts left: 4.' },
    });
  });

  it('closes on a 404 with the server message', async () => {
    server.use(failWith('verifyPhoneNumber', 404, 'Too many incorrect codes.'));
    const actor = startPhone();
    await toCode(actor);
    actor.send({ type: 'code.submitted', code: '000000' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ outcome: 'closed', message: 'Too many incorrect codes.' });
  });

  it('closes on a 404 without a message for the app to say Something went wrong', async () => {
    server.use(
      http.post('/v2/web/user/verify-phone-number', ({ response }) =>
        response(404).json({ errors: { msg: '' } }),
      ),
    );
    const actor = startPhone();
    await toCode(actor);
    actor.send({ type: 'code.submitted', code: '000000' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ outcome: 'closed', message: null });
  });

  it.each(['phone.skipped', 'phone.notMine'] as const)(
    '%s marks the phone non-personal and closes with the message',
    async (type) => {
      const actor = startPhone();
      await settled(actor);
      actor.send({ type });
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(done.output).toEqual({ outcome: 'nonPersonal', message: phoneNonPersonal.msg });
    },
  );

  it('stays where the user was when marking non-personal fails', async () => {
    server.use(failWith('markPhoneNonPersonal', 429));
    const actor = startPhone();
    await toCode(actor);
    actor.send({ type: 'phone.notMine' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ open: { enteringCode: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('nonPersonal');
  });

  it('resends the code', async () => {
    const actor = startPhone();
    await toCode(actor);
    actor.send({ type: 'resend.requested' });
    await settled(actor);
    expect(actor.getSnapshot().context.codesSent).toBe(2);
  });
});
