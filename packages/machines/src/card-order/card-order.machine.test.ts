import { failWith, http, placedCardOrder } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { cardOrderActors } from './card-order.actors';
import { cardOrderMachine, checkAddress } from './card-order.machine';
import type { CardOrderEmitted } from './card-order.types';
import { cardOrderView } from './card-order.view';

const server = mockServerForSuite();

function startOrder(options: { hasCompanyAddress?: boolean; rushAvailable?: boolean } = {}) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(cardOrderMachine.provide({ actors: cardOrderActors(client) }), {
    input: {
      hasCompanyAddress: options.hasCompanyAddress ?? true,
      rushAvailable: options.rushAvailable ?? true,
    },
  });
  const emitted: CardOrderEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

const typeAddress = (actor: ReturnType<typeof startOrder>['actor']) => {
  for (const [field, value] of [
    ['line1', ' 1 Main St '],
    ['city', 'Austin'],
    ['state', 'TX'],
    ['postalCode', '73301'],
    ['country', 'us'],
  ] as const) {
    actor.send({ type: 'address.changed', field, value });
  }
};

describe('card order rules', () => {
  it('need every line but the second, a postal code and a country cards ship to', () => {
    expect(checkAddress({ line1: '', city: '', state: '', postalCode: '', country: '' })).toEqual({
      line1: 'required',
      city: 'required',
      state: 'required',
      postalCode: 'required',
      country: 'required',
    });
    expect(
      checkAddress({ line1: 'a', city: 'b', state: 'c', postalCode: '#1', country: 'USA' }),
    ).toEqual({ postalCode: 'invalid', country: 'invalid' });
    expect(
      checkAddress({ line1: 'a', city: 'b', state: 'c', postalCode: 'SW1A 1AA', country: 'gb' }),
    ).toBeNull();
    // Two capital letters that name no country cards ship to.
    expect(
      checkAddress({ line1: 'a', city: 'b', state: 'c', postalCode: '10115', country: 'ZZ' }),
    ).toEqual({ country: 'invalid' });
  });
});

describe('card order machine', () => {
  it("orders to the company's address with rush and says so once", async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/cards/card-order', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({ msg: 'Ordered.', order: placedCardOrder });
      }),
    );
    const { actor, emitted } = startOrder();
    actor.send({ type: 'rush.changed', rush: true });
    actor.send({ type: 'order.submitted' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({ shipTo: 'company', rush: true });
    expect(emitted).toEqual([{ type: 'order.placed', order: placedCardOrder }]);
  });

  it('sends another address tidied, and never rush where the company has none', async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/cards/card-order', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({ msg: 'Ordered.', order: placedCardOrder });
      }),
    );
    const { actor } = startOrder({ hasCompanyAddress: false, rushAvailable: false });
    expect(cardOrderView(actor.getSnapshot()).shipTo).toBe('other');
    actor.send({ type: 'order.submitted' });
    expect(cardOrderView(actor.getSnapshot()).problems).toMatchObject({ line1: 'required' });
    typeAddress(actor);
    expect(cardOrderView(actor.getSnapshot()).problems).toBeNull();
    actor.send({ type: 'rush.changed', rush: true });
    actor.send({ type: 'order.submitted' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({
      shipTo: 'other',
      rush: false,
      address: {
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postalCode: '73301',
        country: 'US',
      },
    });
  });

  it('keeps the form with the refusal when an order is already on its way', async () => {
    server.use(failWith('createCardOrder', 409, 'Your physical card is already on its way.'));
    const { actor } = startOrder();
    actor.send({ type: 'order.submitted' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    const view = cardOrderView(actor.getSnapshot());
    expect(view.ordered).toBe(false);
    expect(view.error?.msg).toBe('Your physical card is already on its way.');
  });
});
