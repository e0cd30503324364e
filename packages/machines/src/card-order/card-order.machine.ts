import { isShippingCountry } from '@outlay/rules';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { cardOrderActors } from './card-order.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  AddressProblems,
  CardOrder,
  CardOrderContext,
  CardOrderEmitted,
  CardOrderEvent,
  CardOrderInput,
  ShippingAddress,
} from './card-order.types';

const REQUIRED = ['line1', 'city', 'state', 'postalCode', 'country'] as const;

/** The address as it will be sent: trimmed, the country in capitals, an empty line 2 left out. */
export function tidyAddress(address: ShippingAddress): ShippingAddress {
  const line2 = address.line2?.trim() ?? '';
  return {
    line1: address.line1.trim(),
    ...(line2 === '' ? {} : { line2 }),
    city: address.city.trim(),
    state: address.state.trim(),
    postalCode: address.postalCode.trim(),
    country: address.country.trim().toUpperCase(),
  };
}

/**
 * What is missing or malformed in another address (the contract's own rules, and a country
 * cards ship to), or null.
 */
export function checkAddress(address: ShippingAddress): AddressProblems | null {
  const tidy = tidyAddress(address);
  const problems: AddressProblems = {};
  for (const field of REQUIRED) if (tidy[field] === '') problems[field] = 'required';
  if (tidy.postalCode !== '' && !/^[A-Za-z0-9 -]{2,12}$/.test(tidy.postalCode)) {
    problems.postalCode = 'invalid';
  }
  if (tidy.country !== '' && !isShippingCountry(tidy.country)) problems.country = 'invalid';
  return Object.keys(problems).length === 0 ? null : problems;
}

/** Only another address is typed, and so checked; a saved one was checked when it was saved. */
const problemsOf = (context: CardOrderContext) =>
  context.shipTo === 'other' ? checkAddress(context.address) : null;

/**
 * The physical card order (/card-order, where the login gate moves a new cardholder): ship to
 * the company's address, another of its saved addresses (/settings/addresses), or another (checked before it is sent), rush where the company has it,
 * then the issuer takes the order. The page shows the order's status from the server.
 */
export const cardOrderMachine = setup({
  types: {
    context: {} as CardOrderContext,
    events: {} as CardOrderEvent,
    input: {} as CardOrderInput,
    emitted: {} as CardOrderEmitted,
    tags: {} as 'busy',
  },
  actors: cardOrderActors(unprovidedClient),
  guards: {
    isComplete: ({ context }) => problemsOf(context) === null,
  },
  actions: {
    rememberShipTo: assign(({ event }) => {
      assertEvent(event, 'shipTo.changed');
      return { shipTo: event.shipTo };
    }),
    rememberAddress: assign(({ context, event }) => {
      assertEvent(event, 'address.changed');
      return { address: { ...context.address, [event.field]: event.value } };
    }),
    rememberRush: assign(({ context, event }) => {
      assertEvent(event, 'rush.changed');
      return { rush: context.rushAvailable && event.rush };
    }),
    // Once a submit showed what is missing, the messages follow the corrections.
    recheck: assign({
      problems: ({ context }) => (context.problems === null ? null : problemsOf(context)),
    }),
    showProblems: assign({ problems: ({ context }) => problemsOf(context) }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    announceOrder: emit((_, order: CardOrder) => ({ type: 'order.placed' as const, order })),
  },
}).createMachine({
  id: 'cardOrder',
  context: ({ input }) => ({
    hasCompanyAddress: input.hasCompanyAddress,
    rushAvailable: input.rushAvailable,
    shipTo: input.hasCompanyAddress ? 'company' : 'other',
    address: { line1: '', line2: '', city: '', state: '', postalCode: '', country: '' },
    rush: false,
    problems: null,
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: "Where to ship (the company's address or another) and whether to rush it.",
      on: {
        'shipTo.changed': { actions: ['rememberShipTo', 'recheck'] },
        'address.changed': { actions: ['rememberAddress', 'recheck'] },
        'rush.changed': { actions: 'rememberRush' },
        'order.submitted': [
          { guard: 'isComplete', target: 'ordering', actions: 'clearError' },
          { actions: 'showProblems' },
        ],
      },
    },
    ordering: {
      description: 'The issuer takes the order and makes a pending physical card.',
      tags: ['busy'],
      invoke: {
        id: 'orderCard',
        src: 'orderCard',
        input: ({ context }) => ({
          shipTo: context.shipTo,
          address: tidyAddress(context.address),
          rush: context.rush,
        }),
        onDone: {
          target: 'ordered',
          actions: { type: 'announceOrder', params: ({ event }) => event.output },
        },
        onError: { target: 'choosing', actions: 'rememberError' },
      },
    },
    ordered: {
      description: 'The order is placed; the page shows its status.',
      type: 'final',
    },
  },
});
