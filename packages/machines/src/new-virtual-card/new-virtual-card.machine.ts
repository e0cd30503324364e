import { cutToLength, scopeProblem, spendLimitOf } from '@outlay/rules';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { newVirtualCardActors } from './new-virtual-card.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type { CardDetails, CardSecrets } from '@outlay/api-client';
import type {
  NewCardFieldErrors,
  NewVirtualCardContext,
  NewVirtualCardEmitted,
  NewVirtualCardEvent,
  NewVirtualCardInput,
} from './new-virtual-card.types';

/** How long the number and CVC stay on screen before they hide by themselves. */
export const SECRETS_SHOWN_SECONDS = 60;

/** The limit as typed: empty is none (the role's default), else a positive amount. */
export const limitOf = spendLimitOf;

type CheckedFields = Pick<NewVirtualCardContext, 'name' | 'spendLimit'> &
  Partial<Pick<NewVirtualCardContext, 'limitScope' | 'merchants' | 'categories'>>;

/** What stops the form from being sent, or null. */
export function checkNewCard(context: CheckedFields) {
  const errors: NewCardFieldErrors = {
    name: context.name.trim() === '' ? 'required' : null,
    spendLimit: limitOf(context.spendLimit) === 'invalid' ? 'invalid' : null,
    scope: scopeProblem({
      limitScope: context.limitScope ?? 'user',
      allowedMerchantIds: (context.merchants ?? []).map((merchant) => merchant.id),
      allowedCategories: context.categories ?? [],
    }),
  };
  return errors.name === null && errors.spendLimit === null && errors.scope === null
    ? null
    : errors;
}

/** The scope part of the request: nothing unless an admin chose it. */
export function scopeRequestOf(
  context: Pick<
    NewVirtualCardContext,
    'canChooseScope' | 'limitScope' | 'merchants' | 'categories'
  >,
) {
  if (!context.canChooseScope) return {};
  return {
    limitScope: context.limitScope,
    allowedMerchantIds:
      context.limitScope === 'merchant' ? context.merchants.map((merchant) => merchant.id) : [],
    allowedCategories: context.limitScope === 'merchant-category' ? context.categories : [],
  };
}

/**
 * A new virtual card (issue 19): the form (holder, name cut to the issuer's maximum, limit and
 * its period), the issuer's answer, then the card with its number hidden. Reveal asks the screen
 * for a fresh code bound to the card's last four digits; the number and CVC then show for a
 * minute at most, and only in this actor's memory, and hiding them means a new code to see them
 * again.
 */
export const newVirtualCardMachine = setup({
  types: {
    context: {} as NewVirtualCardContext,
    events: {} as NewVirtualCardEvent,
    input: {} as NewVirtualCardInput,
    emitted: {} as NewVirtualCardEmitted,
    tags: {} as 'busy',
  },
  actors: newVirtualCardActors(unprovidedClient),
  delays: { secretsShown: SECRETS_SHOWN_SECONDS * 1000 },
  guards: {
    isComplete: ({ context }) => checkNewCard(context) === null,
  },
  actions: {
    rememberHolder: assign(({ event }) => {
      assertEvent(event, 'holder.changed');
      return { holderId: event.holderId };
    }),
    rememberName: assign(({ context, event }) => {
      assertEvent(event, 'name.changed');
      // Cut as it is typed, so what the field shows is what the issuer gets.
      return { name: cutToLength(event.name, context.nameMaxLength) };
    }),
    rememberLimit: assign(({ event }) => {
      assertEvent(event, 'limit.changed');
      return { spendLimit: event.spendLimit };
    }),
    rememberPeriod: assign(({ event }) => {
      assertEvent(event, 'period.changed');
      return { limitPeriod: event.limitPeriod };
    }),
    rememberScope: assign(({ event }) => {
      assertEvent(event, 'scope.changed');
      return { limitScope: event.limitScope };
    }),
    addMerchant: assign(({ context, event }) => {
      assertEvent(event, 'merchant.added');
      const { merchant } = event;
      return context.merchants.some((chosen) => chosen.id === merchant.id)
        ? {}
        : { merchants: [...context.merchants, merchant] };
    }),
    removeMerchant: assign(({ context, event }) => {
      assertEvent(event, 'merchant.removed');
      return { merchants: context.merchants.filter((chosen) => chosen.id !== event.merchantId) };
    }),
    rememberCategories: assign(({ event }) => {
      assertEvent(event, 'categories.changed');
      return { categories: [...new Set(event.categories)] };
    }),
    recheckFields: assign({
      fieldErrors: ({ context }) =>
        context.fieldErrors === null ? null : (checkNewCard(context) ?? null),
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => checkNewCard(context) }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    rememberCard: assign((_, card: CardDetails) => ({ card })),
    announceCard: emit((_, card: CardDetails) => ({ type: 'card.created' as const, card })),
    askForVerification: emit(({ context }) => ({
      type: 'verification.needed' as const,
      cardLastFourDigits: context.card?.lastFour ?? '',
    })),
    rememberSecrets: assign((_, secrets: CardSecrets) => ({ secrets })),
    forgetSecrets: assign({ secrets: null }),
  },
}).createMachine({
  id: 'newVirtualCard',
  context: ({ input }) => ({
    nameMaxLength: input.nameMaxLength,
    holderId: input.holderId,
    name: '',
    spendLimit: '',
    limitPeriod: 'monthly',
    canChooseScope: input.canChooseScope,
    limitScope: 'user',
    merchants: [],
    categories: [],
    fieldErrors: null,
    card: null,
    secrets: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: holder, name, limit and its period, and (admins) where it may spend.',
      on: {
        'holder.changed': { actions: 'rememberHolder' },
        'name.changed': { actions: ['rememberName', 'recheckFields'] },
        'limit.changed': { actions: ['rememberLimit', 'recheckFields'] },
        'period.changed': { actions: 'rememberPeriod' },
        'scope.changed': { actions: ['rememberScope', 'recheckFields'] },
        'merchant.added': { actions: ['addMerchant', 'recheckFields'] },
        'merchant.removed': { actions: ['removeMerchant', 'recheckFields'] },
        'categories.changed': { actions: ['rememberCategories', 'recheckFields'] },
        'card.submitted': [
          { guard: 'isComplete', target: 'creating', actions: 'clearError' },
          { actions: 'showFieldErrors' },
        ],
      },
    },
    creating: {
      description: 'The issuer creates the card (it takes a moment, and may decline).',
      tags: ['busy'],
      invoke: {
        id: 'createCard',
        src: 'createCard',
        input: ({ context }) => {
          const limit = limitOf(context.spendLimit);
          return {
            holderId: context.holderId,
            name: context.name.trim(),
            spendLimit: typeof limit === 'number' ? limit : null,
            limitPeriod: context.limitPeriod,
            scope: scopeRequestOf(context),
          };
        },
        onDone: {
          target: 'created',
          actions: [
            { type: 'rememberCard', params: ({ event }) => event.output },
            { type: 'announceCard', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'editing', actions: 'rememberError' },
      },
    },
    created: {
      description: 'The card is ready; its number and CVC are hidden until revealed with a code.',
      on: {
        'reveal.requested': {
          target: 'verifying',
          actions: ['clearError', 'askForVerification'],
        },
      },
    },
    verifying: {
      description: 'The verification dialog asks for a fresh code bound to the card.',
      on: {
        'verification.granted': 'revealing',
        'verification.cancelled': 'created',
      },
    },
    revealing: {
      description: 'The issuer answers the number and CVC.',
      tags: ['busy'],
      invoke: {
        id: 'revealCard',
        src: 'revealCard',
        input: ({ context, event }) => {
          assertEvent(event, 'verification.granted');
          return {
            cardId: context.card?.id ?? 0,
            actionCode: event.actionCode,
          };
        },
        onDone: {
          target: 'revealed',
          actions: { type: 'rememberSecrets', params: ({ event }) => event.output },
        },
        onError: { target: 'created', actions: 'rememberError' },
      },
    },
    revealed: {
      description: 'The number and CVC show for a minute at most; Hide hides them at once.',
      after: { secretsShown: { target: 'created', actions: 'forgetSecrets' } },
      on: { 'secrets.hidden': { target: 'created', actions: 'forgetSecrets' } },
    },
  },
});
