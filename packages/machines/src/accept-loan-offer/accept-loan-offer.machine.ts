import type { Loan } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import { acceptLoanOfferActors } from './accept-loan-offer.actors';
import type {
  AcceptLoanOfferContext,
  AcceptLoanOfferEmitted,
  AcceptLoanOfferEvent,
  AcceptLoanOfferInput,
} from './accept-loan-offer.types';

/**
 * Accepting a loan offer (issue 35): the offer's terms and fee reviewed (react-query holds
 * them), a fresh code in the verification dialog, then the loan made from the locked terms.
 */
export const acceptLoanOfferMachine = setup({
  types: {
    context: {} as AcceptLoanOfferContext,
    events: {} as AcceptLoanOfferEvent,
    input: {} as AcceptLoanOfferInput,
    emitted: {} as AcceptLoanOfferEmitted,
    tags: {} as 'busy',
  },
  actors: acceptLoanOfferActors(unprovidedClient),
  actions: {
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    askForVerification: emit({ type: 'verification.needed' as const }),
    rememberLoan: assign((_, loan: Loan) => ({ loan })),
    announceLoan: emit((_, loan: Loan) => ({ type: 'loan.made' as const, loan })),
  },
}).createMachine({
  id: 'acceptLoanOffer',
  context: ({ input }) => ({ ...input, loan: null, error: null }),
  initial: 'reviewing',
  states: {
    reviewing: {
      description: 'The offer’s amount, fee, rate and schedule, before accepting.',
      on: {
        'offer.accepted': { target: 'awaitingCode', actions: ['clearError', 'askForVerification'] },
      },
    },
    awaitingCode: {
      description: 'The verification dialog asks for a fresh code to accept.',
      on: {
        'verification.granted': 'accepting',
        'verification.cancelled': 'reviewing',
      },
    },
    accepting: {
      description: 'The loan is made from the offer’s locked terms (an offer is accepted once).',
      tags: ['busy'],
      invoke: {
        id: 'acceptLoanOffer',
        src: 'acceptLoanOffer',
        input: ({ context, event }) => {
          assertEvent(event, 'verification.granted');
          return { offerId: context.offerId, actionCode: event.actionCode };
        },
        onDone: {
          target: 'accepted',
          actions: [
            { type: 'rememberLoan', params: ({ event }) => event.output },
            { type: 'announceLoan', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'reviewing', actions: 'rememberError' },
      },
    },
    accepted: {
      description: 'The loan is made; its schedule is on the dashboard.',
      type: 'final',
    },
  },
});
