import {
  failWith,
  http,
  phoneConsentContracts,
  phoneCodeSent,
  phoneNonPersonal,
  phoneVerificationConfig,
  rateLimited,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { phoneVerificationActors } from './phone-verification.actors';
import { phoneVerificationMachine } from './phone-verification.machine';

const server = mockServerForSuite();

function startPhone(clock = new SimulatedClock()) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const { accessId, groupKey, signerId } = phoneVerificationConfig;
  return createActor(
    phoneVerificationMachine.provide({ actors: phoneVerificationActors(client) }),
    {
      input: { agreement: { accessId, groupKey, signerId }, phone: '14155550195' },
      clock,
    },
  ).start();
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
    expect(actor.getSnapshot().matches({ open: { enteringCode: { code: 'idle' } } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      codesSent: 1,
      resendAfterSeconds: phoneCodeSent.resendAfterSeconds,
    });
    actor.send({ type: 'code.submitted', code: '123' });
    expect(actor.getSnapshot().matches({ open: { enteringCode: { code: 'idle' } } })).toBe(true);
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
    '%s marks the phone non-personal and says so once, in the words of the app',
    async (type) => {
      let marked = 0;
      server.use(
        http.post('/v2/web/user/set-phone-non-personal', ({ response }) => {
          marked += 1;
          return response(200).json(phoneNonPersonal);
        }),
      );
      const actor = startPhone();
      const closed: unknown[] = [];
      actor.on('phone.closed', (notice) => closed.push(notice));
      await settled(actor);
      actor.send({ type });
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(done.output).toEqual({ outcome: 'nonPersonal', message: null });
      expect(closed).toEqual([{ type: 'phone.closed', outcome: 'nonPersonal', message: null }]);
      expect(marked).toBe(1);
    },
  );

  it('stays where the user was when marking non-personal fails', async () => {
    server.use(failWith('markPhoneNonPersonal', 429));
    const actor = startPhone();
    await toCode(actor);
    actor.send({ type: 'phone.notMine' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ open: { enteringCode: { code: 'idle' } } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('nonPersonal');
  });

  it("resends the code once the server's wait is over, and says a code went out", async () => {
    const clock = new SimulatedClock();
    const actor = startPhone(clock);
    const sent: unknown[] = [];
    actor.on('code.sent', (notice) => sent.push(notice));
    await toCode(actor);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
    clock.increment(phoneCodeSent.resendAfterSeconds * 1000);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(true);
    actor.send({ type: 'resend.requested' });
    await settled(actor);
    expect(actor.getSnapshot().context.codesSent).toBe(2);
    expect(sent).toEqual([
      { type: 'code.sent', resent: false },
      { type: 'code.sent', resent: true },
    ]);
  });

  it('opens the code step on a code sent moments ago when the server will not send another yet', async () => {
    server.use(rateLimited('sendPhoneVerificationCode', 6));
    const actor = startPhone();
    await toCode(actor);
    expect(actor.getSnapshot().matches({ open: { enteringCode: { code: 'idle' } } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      codesSent: 0,
      codeSentEarlier: true,
      resendAfterSeconds: 6,
      error: null,
    });
  });
});
