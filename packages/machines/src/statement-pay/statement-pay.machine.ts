import type { StatementPayment } from '@outlay/api-client';
import { toMinor } from '@outlay/rules';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import { statementPayActors } from './statement-pay.actors';
import type {
  PayFieldErrors,
  PayingAccount,
  StatementPayContext,
  StatementPayEmitted,
  StatementPayEvent,
  StatementPayInput,
} from './statement-pay.types';

/** An amount as typed (`1,234.50`), in minor units; null when it is not an amount. */
export function typedMinorOf(amount: string, currency: string): number | null {
  const typed = amount.replace(/[\s,]/g, '');
  if (!/^[0-9]*(\.[0-9]*)?$/.test(typed) || typed === '' || typed === '.') return null;
  return toMinor(typed, currency);
}

type Checked = Pick<
  StatementPayContext,
  'choice' | 'otherAmount' | 'currency' | 'amountDueMinor' | 'accountId'
>;

/** What would be paid, in minor units: the amount due, or the other amount typed. */
export function payingMinorOf(context: Checked): number | null {
  return context.choice === 'due'
    ? context.amountDueMinor
    : typedMinorOf(context.otherAmount, context.currency);
}

/** The amount (more than nothing, at most the amount due) and the account; null when it may go. */
export function checkPayment(context: Checked): PayFieldErrors | null {
  const minor = payingMinorOf(context);
  let amount: PayFieldErrors['amount'] = null;
  if (context.choice === 'other' && context.otherAmount.trim() === '') amount = 'required';
  else if (minor === null || minor < 1) amount = 'positive';
  else if (minor > context.amountDueMinor) amount = 'aboveDue';
  const errors: PayFieldErrors = {
    amount,
    account: context.accountId === null ? 'required' : null,
  };
  return errors.amount === null && errors.account === null ? null : errors;
}

const firstAccount = (accounts: readonly PayingAccount[]) =>
  (accounts.find((account) => account.autoDebit) ?? accounts[0])?.id ?? null;

/**
 * Pay now (issue 41): the amount due or another amount, from a verified AutoPay account of the
 * statement's currency, a fresh code in the verification dialog, then the payment asked of the
 * bank. The bank answers on the server's job queue: the page reads the statement again and says
 * which way it went (`bank.confirmed`, `bank.refused`); the machine keeps no copy of it.
 */
export const statementPayMachine = setup({
  types: {
    context: {} as StatementPayContext,
    events: {} as StatementPayEvent,
    input: {} as StatementPayInput,
    emitted: {} as StatementPayEmitted,
    tags: {} as 'busy',
  },
  actors: statementPayActors(unprovidedClient),
  guards: {
    hasAccount: ({ context }) => context.accounts.length > 0,
    isPayable: ({ context }) => checkPayment(context) === null,
  },
  actions: {
    rememberChoice: assign(({ event }) => {
      assertEvent(event, 'amount.choiceChanged');
      return { choice: event.choice };
    }),
    rememberAmount: assign(({ event }) => {
      assertEvent(event, 'amount.changed');
      return { otherAmount: event.amount, choice: 'other' as const };
    }),
    rememberAccount: assign(({ context, event }) => {
      assertEvent(event, 'account.chosen');
      const known = context.accounts.some((account) => account.id === event.accountId);
      return { accountId: known ? event.accountId : context.accountId };
    }),
    recheckFields: assign({
      fieldErrors: ({ context }) =>
        context.fieldErrors === null ? null : (checkPayment(context) ?? null),
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => checkPayment(context) }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    askForVerification: emit({ type: 'verification.needed' as const }),
    rememberPayment: assign((_, payment: StatementPayment) => ({ payment })),
    announcePayment: emit((_, payment: StatementPayment) => ({
      type: 'payment.requested' as const,
      payment,
    })),
    forgetPayment: assign({ payment: null }),
  },
}).createMachine({
  id: 'statementPay',
  context: ({ input }) => ({
    ...input,
    choice: 'due',
    otherAmount: '',
    accountId: firstAccount(input.accounts),
    fieldErrors: null,
    payment: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Is there a verified AutoPay account of the currency to pay from?',
      always: [{ guard: 'hasAccount', target: 'choosing' }, { target: 'noAccount' }],
    },
    noAccount: {
      description: 'No verified AutoPay account in this currency: billing is where to add one.',
    },
    choosing: {
      description: 'The amount due or another amount, and the account it is paid from.',
      on: {
        'amount.choiceChanged': { actions: ['rememberChoice', 'recheckFields'] },
        'amount.changed': { actions: ['rememberAmount', 'recheckFields'] },
        'account.chosen': { actions: ['rememberAccount', 'recheckFields'] },
        'payment.submitted': [
          {
            guard: 'isPayable',
            target: 'awaitingCode',
            actions: ['clearError', 'askForVerification'],
          },
          { actions: 'showFieldErrors' },
        ],
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
      description: 'The payment is asked of the bank (one per statement at a time).',
      tags: ['busy'],
      invoke: {
        id: 'payStatement',
        src: 'payStatement',
        input: ({ context, event }) => {
          assertEvent(event, 'verification.granted');
          return {
            statementId: context.statementId,
            accountId: context.accountId ?? 0,
            amount: payingMinorOf(context) ?? 0,
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
      description: 'The bank has the debit; the statement shows paid once it confirms.',
      on: {
        'bank.confirmed': 'paid',
        'bank.refused': 'refused',
      },
    },
    paid: {
      description: 'The bank confirmed: a settlement entry, and the statement paid.',
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
