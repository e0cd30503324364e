import { failWith, http, phoneCodeSent, rateLimited } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { phoneChangeActors } from './phone-change.actors';
import { phoneChangeMachine } from './phone-change.machine';

const server = mockServerForSuite();
const number = { countryCallingCode: '+1', phoneNumber: '2015550199' };

function start(clock = new SimulatedClock()) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  return createActor(phoneChangeMachine.provide({ actors: phoneChangeActors(client) }), {
    clock,
  }).start();
}
type Actor = ReturnType<typeof start>;
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('phone change machine', () => {
  it('texts a code to the new number and makes it the person’s once the code is right', async () => {
    const actor = start();
    const notices: string[] = [];
    actor.on('*', (notice) => notices.push(notice.type));
    actor.send({ type: 'number.submitted', number });
    await settled(actor);
    expect(actor.getSnapshot().matches({ enteringCode: { code: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.maskedPhone).toMatch(/^\+1 201\*+99$/);
    actor.send({ type: 'code.submitted', code: '123456' });
    await settled(actor);
    expect(actor.getSnapshot().matches('changed')).toBe(true);
    expect(actor.getSnapshot().context.profile?.phoneNumber).toBe('2015550199');
    expect(notices).toEqual(['code.sent', 'phone.changed']);
  });

  it('goes back to the number with the server’s words when the number is refused', async () => {
    server.use(
      failWith('changePhoneNumber', 409, 'This Phone number is already used.', {
        fields: { phoneNumber: 'This Phone number is already used.' },
      }),
    );
    const actor = start();
    actor.send({ type: 'number.submitted', number });
    await settled(actor);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error?.fields).toEqual({
      phoneNumber: 'This Phone number is already used.',
    });
  });

  it('keeps the code step on a wrong code, and opens it on the earlier code when sent too soon', async () => {
    server.use(rateLimited('changePhoneNumber', 20));
    const clock = new SimulatedClock();
    const actor = start(clock);
    actor.send({ type: 'number.submitted', number });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      codeSentEarlier: true,
      resendAfterSeconds: 20,
    });
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(false);
    server.use(
      http.post('/v2/web/user/change-phone-number', ({ response }) =>
        response(200).json(phoneCodeSent),
      ),
      failWith('confirmPhoneNumberChange', 400, 'The code is incorrect.'),
    );
    clock.increment(20_000);
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(true);
    actor.send({ type: 'code.submitted', code: '000000' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ enteringCode: { code: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.error?.msg).toBe('The code is incorrect.');
    actor.send({ type: 'change.cancelled' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
