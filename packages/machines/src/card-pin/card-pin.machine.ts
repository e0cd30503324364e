import { CARD_PIN_LENGTH, cardPinProblem } from '@outlay/rules';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { cardPinActors } from './card-pin.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type { CardPinContext, CardPinEmitted, CardPinEvent, CardPinInput } from './card-pin.types';

/** Only digits reach the PIN, and no more than four. */
const digits = (value: string) => value.replace(/\D/g, '').slice(0, CARD_PIN_LENGTH);

/**
 * A physical card's PIN (spec part 2 §5): four digits, confirmed, strong, judged by
 * `cardPinProblem` of @outlay/rules (the server's rule too) before anything is sent; then a
 * fresh code bound to the card (the screen's verification dialog), then the issuer.
 */
export const cardPinMachine = setup({
  types: {
    context: {} as CardPinContext,
    events: {} as CardPinEvent,
    input: {} as CardPinInput,
    emitted: {} as CardPinEmitted,
    tags: {} as 'busy',
  },
  actors: cardPinActors(unprovidedClient),
  guards: {
    isValid: ({ context }) => cardPinProblem(context.pin, context.confirmPin) === null,
  },
  actions: {
    rememberPin: assign(({ event }) => {
      assertEvent(event, 'pin.changed');
      return { pin: digits(event.pin), problem: null };
    }),
    rememberConfirm: assign(({ event }) => {
      assertEvent(event, 'confirm.changed');
      return { confirmPin: digits(event.confirmPin), problem: null };
    }),
    showProblem: assign({
      problem: ({ context }) => cardPinProblem(context.pin, context.confirmPin),
    }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    askForVerification: emit(({ context }) => ({
      type: 'verification.needed' as const,
      cardLastFourDigits: context.lastFour,
    })),
    forgetPin: assign({ pin: '', confirmPin: '' }),
    announceSet: emit({ type: 'pin.set' as const }),
  },
}).createMachine({
  id: 'cardPin',
  context: ({ input }) => ({
    cardId: input.cardId,
    lastFour: input.lastFour,
    pin: '',
    confirmPin: '',
    problem: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The PIN and its confirmation.',
      on: {
        'pin.changed': { actions: 'rememberPin' },
        'confirm.changed': { actions: 'rememberConfirm' },
        'pin.submitted': [
          {
            guard: 'isValid',
            target: 'verifying',
            actions: ['clearError', 'askForVerification'],
          },
          { actions: 'showProblem' },
        ],
      },
    },
    verifying: {
      description: 'The verification dialog asks for a fresh code bound to the card.',
      on: {
        'verification.granted': 'saving',
        'verification.cancelled': 'editing',
      },
    },
    saving: {
      description: 'The issuer takes the PIN.',
      tags: ['busy'],
      invoke: {
        id: 'setCardPin',
        src: 'setCardPin',
        input: ({ context, event }) => {
          assertEvent(event, 'verification.granted');
          return {
            cardId: context.cardId,
            pin: context.pin,
            confirmPin: context.confirmPin,
            actionCode: event.actionCode,
          };
        },
        onDone: { target: 'done', actions: ['forgetPin', 'announceSet'] },
        onError: { target: 'editing', actions: 'rememberError' },
      },
    },
    done: {
      description: 'The PIN is set; the digits are forgotten.',
      type: 'final',
    },
  },
});
