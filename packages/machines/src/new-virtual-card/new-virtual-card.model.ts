// A new virtual card: the holder, its name, limit, period and where it may spend (anywhere,
// chosen merchants or chosen categories), creating it, then revealing its number behind the
// verification dialog until it hides again (by the user or after a while).
import { cardMerchants, newVirtualCard, revealedSecrets } from '@outlay/api-client/mocks';
import type { EventObject } from 'xstate';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { newVirtualCardActors } from './new-virtual-card.actors';
import { newVirtualCardMachine } from './new-virtual-card.machine';

const [slack] = cardMerchants.merchants.filter((merchant) => merchant.name === 'Slack');
if (!slack) throw new Error('no Slack among the mock merchants');

const userEvents = [
  { type: 'holder.changed', holderId: '12' },
  { type: 'name.changed', name: 'Team software' },
  { type: 'name.changed', name: '' },
  { type: 'limit.changed', spendLimit: '12.345' },
  { type: 'period.changed', limitPeriod: 'lifetime' },
  { type: 'scope.changed', limitScope: 'merchant' },
  { type: 'merchant.added', merchant: slack },
  { type: 'merchant.removed', merchantId: slack.id },
  { type: 'categories.changed', categories: ['Advertising'] },
  { type: 'card.submitted' },
  { type: 'reveal.requested' },
  { type: 'verification.granted', actionCode: 'a'.repeat(43) },
  { type: 'verification.cancelled' },
  { type: 'secrets.hidden' },
  // The number hides by itself after a while (the `secretsShown` delay).
  { type: 'xstate.after.secretsShown.newVirtualCard.revealed' },
];

const outcomes = [
  done('createCard', newVirtualCard),
  refused('createCard', 422),
  done('revealCard', revealedSecrets),
  refused('revealCard', 400),
];

export const newVirtualCardModel = defineFlowModel({
  machine: newVirtualCardMachine,
  provided: () => newVirtualCardMachine.provide({ actors: newVirtualCardActors(signedInClient()) }),
  variants: [
    {
      name: 'an admin who may choose where the card spends',
      input: () => ({
        nameMaxLength: 50,
        holderId: null,
        canChooseScope: true,
      }),
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: where it is, whose card and whether the form is sendable or shows
  // messages, its period, where it may spend, whether a card, its number or an error is on screen.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      holder: snapshot.context.holderId !== null,
      named: snapshot.context.name.trim() !== '',
      fieldErrors: snapshot.context.fieldErrors,
      period: snapshot.context.limitPeriod,
      scope: snapshot.context.limitScope,
      merchants: snapshot.context.merchants.length,
      categories: snapshot.context.categories.length,
      card: snapshot.context.card !== null,
      secrets: snapshot.context.secrets !== null,
      error: snapshot.context.error !== null,
    }),
  calls: {
    createCard: { method: 'post', path: '/v2/web/cards/create-card' },
    revealCard: { method: 'post', path: '/v2/web/cards/reveal-card' },
  },
  // The actor answers the card; the server sends it inside its message.
  serverAnswer: (event: EventObject & { output?: unknown }) =>
    event.type === 'xstate.done.actor.createCard'
      ? { msg: 'Card 4417 is ready.', card: event.output }
      : undefined,
});
