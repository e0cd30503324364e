// Ordering a physical card: where it ships (the company's address, another saved one, or one
// typed), rush delivery, submitting, and the server placing the order or refusing it.
import { ApiError } from '@outlay/api-client';
import { placedCardOrder } from '@outlay/api-client/mocks';
import type { EventObject, SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done } from '../testing/flow-model';
import { cardOrderActors } from './card-order.actors';
import { cardOrderMachine } from './card-order.machine';

const choices = [
  { type: 'shipTo.changed', shipTo: 'other' },
  { type: 'shipTo.changed', shipTo: 'company' },
  { type: 'shipTo.changed', shipTo: 'legal' },
  { type: 'rush.changed', rush: true },
  { type: 'order.submitted' },
];

// Another address is typed in one order, a field at a time: each field's own rules are the
// machine's tests; here what matters is where a partly typed address leads.
const typing = [
  { type: 'address.changed', field: 'line1', value: 'Av. Paseo de la Reforma 222' },
  { type: 'address.changed', field: 'city', value: 'Ciudad de México' },
  { type: 'address.changed', field: 'state', value: 'CMX' },
  { type: 'address.changed', field: 'postalCode', value: '06600' },
  { type: 'address.changed', field: 'country', value: 'mx' },
] as const;

type Snapshot = SnapshotFrom<typeof cardOrderMachine>;

const typedFields = (snapshot: Snapshot) =>
  typing.filter(({ field }) => snapshot.context.address[field] !== '').length;

const outcomes = [
  done('orderCard', placedCardOrder),
  {
    type: 'xstate.error.actor.orderCard',
    error: new ApiError({ status: 409, code: 'REFUSED', msg: 'orderCard refused' }),
  },
];

export const cardOrderModel = defineFlowModel({
  machine: cardOrderMachine,
  provided: () => cardOrderMachine.provide({ actors: cardOrderActors(signedInClient()) }),
  variants: [
    {
      name: 'a company with an address on file and rush delivery',
      input: () => ({
        hasCompanyAddress: true,
        rushAvailable: true,
      }),
    },
  ],
  events: (snapshot) => {
    if (snapshot.hasTag('busy')) return outcomes;
    const next = typing[typedFields(snapshot)];
    return snapshot.context.shipTo === 'other' && next ? [...choices, next] : choices;
  },
  // What QA tells apart: where it is, where it ships, how much of another address is typed, rush,
  // the messages a submit showed, and an error.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shipTo: snapshot.context.shipTo,
      typed: typedFields(snapshot),
      rush: snapshot.context.rush,
      problems: snapshot.context.problems !== null,
      error: snapshot.context.error !== null,
    }),
  calls: { orderCard: { method: 'post', path: '/v2/web/cards/card-order' } },
  // The actor answers the order; the server sends it inside its message.
  serverAnswer: (event: EventObject) =>
    event.type === 'xstate.done.actor.orderCard'
      ? { msg: 'Ordered.', order: placedCardOrder }
      : undefined,
});
