import { failWith, http } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { cardPinActors } from './card-pin.actors';
import { cardPinMachine } from './card-pin.machine';
import type { CardPinEmitted } from './card-pin.types';
import { cardPinView } from './card-pin.view';

const server = mockServerForSuite();

function startPin() {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(cardPinMachine.provide({ actors: cardPinActors(client) }), {
    input: { cardId: 80, lastFour: '2290' },
  });
  const emitted: CardPinEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

describe('card PIN machine', () => {
  it('keeps digits only, four at most, and judges the PIN before asking for a code', () => {
    const { actor, emitted } = startPin();
    actor.send({ type: 'pin.changed', pin: '12a345' });
    expect(cardPinView(actor.getSnapshot()).pin).toBe('1234');
    actor.send({ type: 'confirm.changed', confirmPin: '1234' });
    actor.send({ type: 'pin.submitted' });
    expect(cardPinView(actor.getSnapshot()).problem).toBe('weak');
    actor.send({ type: 'confirm.changed', confirmPin: '4321' });
    expect(cardPinView(actor.getSnapshot()).problem).toBeNull();
    actor.send({ type: 'pin.changed', pin: '483' });
    actor.send({ type: 'pin.submitted' });
    expect(cardPinView(actor.getSnapshot()).problem).toBe('length');
    expect(emitted).toEqual([]);
  });

  it('asks for a code naming the card, sends the PIN, then forgets it', async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/cards/pin-setup', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ msg: 'Your PIN is set.' });
      }),
    );
    const { actor, emitted } = startPin();
    actor.send({ type: 'pin.changed', pin: '4831' });
    actor.send({ type: 'confirm.changed', confirmPin: '4831' });
    actor.send({ type: 'pin.submitted' });
    expect(emitted).toEqual([{ type: 'verification.needed', cardLastFourDigits: '2290' }]);
    actor.send({ type: 'verification.granted', actionCode: 'a'.repeat(43) });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({
      cardId: 80,
      pin: '4831',
      confirmPin: '4831',
      actionCode: 'a'.repeat(43),
    });
    expect(cardPinView(actor.getSnapshot())).toMatchObject({ pin: '', confirmPin: '', done: true });
    expect(emitted.at(-1)).toEqual({ type: 'pin.set' });
  });

  it('goes back to the form when verification is closed or the server refuses', async () => {
    server.use(failWith('setCardPin', 409, 'Only an active or ordered physical card takes a PIN.'));
    const { actor } = startPin();
    actor.send({ type: 'pin.changed', pin: '4831' });
    actor.send({ type: 'confirm.changed', confirmPin: '4831' });
    actor.send({ type: 'pin.submitted' });
    actor.send({ type: 'verification.cancelled' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'pin.submitted' });
    actor.send({ type: 'verification.granted', actionCode: 'a'.repeat(43) });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(cardPinView(actor.getSnapshot()).error?.msg).toBe(
      'Only an active or ordered physical card takes a PIN.',
    );
    expect(cardPinView(actor.getSnapshot()).pin).toBe('4831');
  });
});
