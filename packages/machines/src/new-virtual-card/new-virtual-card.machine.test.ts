import { cardMerchants, failWith, newVirtualCard, revealedSecrets } from '@outlay/api-client/mocks';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { newVirtualCardActors } from './new-virtual-card.actors';
import {
  checkNewCard,
  limitOf,
  newVirtualCardMachine,
  SECRETS_SHOWN_SECONDS,
} from './new-virtual-card.machine';
import type { NewVirtualCardEmitted } from './new-virtual-card.types';
import { newVirtualCardView } from './new-virtual-card.view';

const server = mockServerForSuite();
afterEach(() => {
  vi.useRealTimers();
});

function startNewCard(nameMaxLength = 50, canChooseScope = true) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(
    newVirtualCardMachine.provide({ actors: newVirtualCardActors(client) }),
    {
      input: { nameMaxLength, holderId: null, canChooseScope },
    },
  );
  const emitted: NewVirtualCardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

type Actor = ReturnType<typeof startNewCard>['actor'];

/** The bodies of the create-card calls, each answered with the mocks' new card. */
function createdCardBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/v2/web/cards/create-card', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        { msg: 'Card 4417 is ready.', card: newVirtualCard },
        { status: 201 },
      );
    }),
  );
  return bodies;
}
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('new card rules', () => {
  it('need a name; a limit, when typed, is a positive amount with at most two decimals', () => {
    expect(checkNewCard({ name: ' ', spendLimit: '' })).toEqual({
      name: 'required',
      spendLimit: null,
      scope: null,
    });
    expect(checkNewCard({ name: 'Ads', spendLimit: '12.345' })).toEqual({
      name: null,
      spendLimit: 'invalid',
      scope: null,
    });
    expect(checkNewCard({ name: 'Ads', spendLimit: '1,250.50' })).toBeNull();
    expect(limitOf('')).toBeNull();
    expect(limitOf('0')).toBe('invalid');
    expect(limitOf('1000000001')).toBe('invalid');
    expect(limitOf('300')).toBe(300);
  });
});

describe('new virtual card machine', () => {
  it('cuts the name to the issuer maximum as it is typed', () => {
    const { actor } = startNewCard(30);
    actor.send({ type: 'name.changed', name: 'x'.repeat(40) });
    expect(newVirtualCardView(actor.getSnapshot()).name).toHaveLength(30);
  });

  it('shows what is missing on submit and sends nothing', () => {
    const { actor } = startNewCard();
    actor.send({ type: 'card.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(newVirtualCardView(actor.getSnapshot()).fieldErrors).toEqual({
      name: 'required',
      spendLimit: null,
      scope: null,
    });
    actor.send({ type: 'name.changed', name: 'Ads' });
    expect(newVirtualCardView(actor.getSnapshot()).fieldErrors).toBeNull();
  });

  it('creates the card, then reveals its number only after a fresh code, and hides it again', async () => {
    const { actor, emitted } = startNewCard();
    actor.send({ type: 'name.changed', name: 'Team software' });
    actor.send({ type: 'limit.changed', spendLimit: '300' });
    actor.send({ type: 'card.submitted' });
    await settled(actor);
    let view = newVirtualCardView(actor.getSnapshot());
    expect(view.part).toBe('card');
    expect(view.card?.lastFour).toBe(newVirtualCard.lastFour);
    expect(view.secrets).toBeNull();
    expect(emitted).toContainEqual({ type: 'card.created', card: newVirtualCard });

    actor.send({ type: 'reveal.requested' });
    expect(emitted).toContainEqual({ type: 'verification.needed', cardLastFourDigits: '4417' });
    actor.send({ type: 'verification.granted', actionCode: 'a'.repeat(43) });
    await waitFor(actor, (snapshot) => snapshot.matches('revealed'));
    view = newVirtualCardView(actor.getSnapshot());
    expect(view.secrets).toEqual(revealedSecrets);
    actor.send({ type: 'secrets.hidden' });
    expect(newVirtualCardView(actor.getSnapshot()).secrets).toBeNull();
    expect(newVirtualCardView(actor.getSnapshot()).canReveal).toBe(true);
  });

  it('hides the number by itself after a minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor } = startNewCard();
    actor.send({ type: 'name.changed', name: 'Ads' });
    actor.send({ type: 'card.submitted' });
    await vi.waitFor(() => {
      expect(actor.getSnapshot().value).toBe('created');
    });
    actor.send({ type: 'reveal.requested' });
    actor.send({ type: 'verification.granted', actionCode: 'a'.repeat(43) });
    await vi.waitFor(() => {
      expect(actor.getSnapshot().value).toBe('revealed');
    });
    vi.advanceTimersByTime(SECRETS_SHOWN_SECONDS * 1000);
    expect(actor.getSnapshot().value).toBe('created');
    expect(actor.getSnapshot().context.secrets).toBeNull();
  });

  it('stays on the form with the issuer’s refusal, keeping what was typed', async () => {
    server.use(
      failWith('createVirtualCard', 422, 'The card issuer declined this card.', {
        code: 'CARD_DECLINED',
      }),
    );
    const { actor } = startNewCard();
    actor.send({ type: 'name.changed', name: 'Please decline' });
    actor.send({ type: 'card.submitted' });
    await settled(actor);
    const view = newVirtualCardView(actor.getSnapshot());
    expect(view.part).toBe('form');
    expect(view.name).toBe('Please decline');
    expect(view.error?.msg).toBe('The card issuer declined this card.');
  });

  it('goes back to the hidden card when verification is closed', async () => {
    const { actor } = startNewCard();
    actor.send({ type: 'name.changed', name: 'Ads' });
    actor.send({ type: 'card.submitted' });
    await settled(actor);
    actor.send({ type: 'reveal.requested' });
    actor.send({ type: 'verification.cancelled' });
    expect(actor.getSnapshot().value).toBe('created');
  });

  it('limits the card to the merchants chosen, asking for one before it sends', async () => {
    const bodies = createdCardBodies();
    const byName = (name: string) => cardMerchants.merchants.find((m) => m.name === name);
    const [slack, github] = [byName('Slack'), byName('GitHub')];
    if (!slack || !github) throw new Error('mock merchants changed');
    const { actor } = startNewCard();
    actor.send({ type: 'name.changed', name: 'Tools' });
    actor.send({ type: 'scope.changed', limitScope: 'merchant' });
    actor.send({ type: 'card.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(newVirtualCardView(actor.getSnapshot()).fieldErrors?.scope).toBe('merchantsRequired');
    actor.send({ type: 'merchant.added', merchant: slack });
    actor.send({ type: 'merchant.added', merchant: slack });
    actor.send({ type: 'merchant.added', merchant: github });
    actor.send({ type: 'merchant.removed', merchantId: github.id });
    expect(newVirtualCardView(actor.getSnapshot()).fieldErrors).toBeNull();
    expect(newVirtualCardView(actor.getSnapshot()).merchants).toEqual([slack]);
    // Categories picked meanwhile are not sent with a merchant scope.
    actor.send({ type: 'categories.changed', categories: ['Travel', 'Travel'] });
    actor.send({ type: 'card.submitted' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('created');
    expect(bodies).toEqual([
      {
        name: 'Tools',
        limitPeriod: 'monthly',
        limitScope: 'merchant',
        allowedMerchantIds: [slack.id],
        allowedCategories: [],
      },
    ]);
  });

  it('asks for a category when limited to categories', () => {
    const { actor } = startNewCard();
    actor.send({ type: 'name.changed', name: 'Trips' });
    actor.send({ type: 'scope.changed', limitScope: 'merchant-category' });
    actor.send({ type: 'card.submitted' });
    expect(newVirtualCardView(actor.getSnapshot()).fieldErrors?.scope).toBe('categoriesRequired');
    actor.send({ type: 'categories.changed', categories: ['Travel'] });
    expect(newVirtualCardView(actor.getSnapshot()).fieldErrors).toBeNull();
  });

  it('sends no scope for someone who may not choose one', async () => {
    const bodies = createdCardBodies();
    const { actor } = startNewCard(50, false);
    actor.send({ type: 'name.changed', name: 'Books' });
    actor.send({ type: 'card.submitted' });
    await settled(actor);
    expect(bodies).toEqual([{ name: 'Books', limitPeriod: 'monthly' }]);
  });
});
