import type { LoanPayment } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import { loanPayActors } from './loan-pay.actors';
import type {
  LoanPayContext,
  LoanPayEmitted,
  LoanPayEvent,
  LoanPayInput,
  PayingAccount,
} from './loan-pay.types';

const firstAccount = (accounts: readonly PayingAccount[]) =>
  (accounts.find((account) => account.autoDebit) ?? accounts[0])?.id ?? null;

/**
 * Paying a loan (issue 35): an instalment early or "Pay off loan", from a verified AutoPay
 * account of the loan's currency, a fresh code in the verification dialog, then the payment
 * asked of the bank. The bank answers on the server's job queue: the page reads the loan again
 * and says which way it went (`bank.confirmed`, `bank.refused`); the machine keeps no copy.
 */
export const loanPayMachine = setup({
  types: {
    context: {} as LoanPayContext,
    events: {} as LoanPayEvent,
    input: {} as LoanPayInput,
    emitted: {} as LoanPayEmitted,
    tags: {} as 'busy',
  },
  actors: loanPayActors(unprovidedClient),
  guards: {
    hasAccount: ({ context }) => context.accounts.length > 0,
  },
  actions: {
    rememberAccount: assign(({ context, event }) => {
      assertEvent(event, 'account.chosen');
      const known = context.accounts.some((account) => account.id === event.accountId);
      return { accountId: known ? event.accountId : context.accountId };
    }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    askForVerification: emit({ type: 'verification.needed' as const }),
    rememberPayment: assign((_, payment: LoanPayment) => ({ payment })),
    announcePayment: emit((_, payment: LoanPayment) => ({
      type: 'payment.requested' as const,
      payment,
    })),
    forgetPayment: assign({ payment: null }),
  },
}).createMachine({
  id: 'loanPay',
  context: ({ input }) => ({
    ...input,
    accountId: firstAccount(input.accounts),
    payment: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Is there a verified AutoPay account of the loan’s currency to pay from?',
      always: [{ guard: 'hasAccount', target: 'choosing' }, { target: 'noAccount' }],
    },
    noAccount: {
      description: 'No verified AutoPay account in this currency: billing is where to add one.',
    },
    choosing: {
      description: 'What is paid (shown), and the account it is paid from.',
      on: {
        'account.chosen': { actions: 'rememberAccount' },
        // An account is always chosen here: the auto-debit one, or the first.
        'payment.submitted': {
          target: 'awaitingCode',
          actions: ['clearError', 'askForVerification'],
        },
      },
    },
    awaitingCode: {
      description: 'The verification dialog asks for a fresh code to pay.',
      on: {
        'verification.granted': 'paying',
        'verification.cancelled': 'choosing',
      },
    },
    paying: {
      description: 'The payment is asked of the bank (one per loan at a time).',
      tags: ['busy'],
      invoke: {
        id: 'payLoan',
        src: 'payLoan',
        input: ({ context, event }) => {
          assertEvent(event, 'verification.granted');
          return {
            loanId: context.loanId,
            kind: context.kind,
            dueDate: context.kind === 'instalment' ? context.dueDate : null,
            accountId: context.accountId ?? 0,
            actionCode: event.actionCode,
          };
        },
        onDone: {
          target: 'waitingForBank',
          actions: [
            { type: 'rememberPayment', params: ({ event }) => event.output },
            { type: 'announcePayment', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'choosing', actions: 'rememberError' },
      },
    },
    waitingForBank: {
      description: 'The bank has the debit; the loan shows it paid once it confirms.',
      on: {
        'bank.confirmed': 'paid',
        'bank.refused': 'refused',
      },
    },
    paid: {
      description: 'The bank confirmed: the instalments are paid.',
      type: 'final',
    },
    refused: {
      description: 'The bank refused the debit: nothing was paid; it may be tried again.',
      on: {
        'payment.retried': { target: 'choosing', actions: 'forgetPayment' },
      },
    },
  },
});
