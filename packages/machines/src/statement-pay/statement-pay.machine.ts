import type { StatementPayment } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import { unprovidedClient } from '../kernel/unprovided-client';
import {
  bankAnswerStates,
  checkedSubmit,
  firstPayingAccount,
  paymentRequestedActions,
  payingAccountStates,
  typedAmountEvents,
  typedAmountProblem,
  typedMinorOf,
  verifiedCallStates,
  verifiedPaymentActions,
} from '../kernel/verified-payment';
import { statementPayActors } from './statement-pay.actors';
import type {
  PayFieldErrors,
  StatementPayContext,
  StatementPayEmitted,
  StatementPayEvent,
  StatementPayInput,
} from './statement-pay.types';

export { typedMinorOf } from '../kernel/verified-payment';

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
  const errors: PayFieldErrors = {
    amount: typedAmountProblem(context, payingMinorOf(context), {
      minor: context.amountDueMinor,
      problem: 'aboveDue',
    }),
    account: context.accountId === null ? 'required' : null,
  };
  return errors.amount === null && errors.account === null ? null : errors;
}

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
  },
})
  .extend({
    actions: verifiedPaymentActions<StatementPayContext, StatementPayEvent, StatementPayment>(),
  })
  .createMachine({
    id: 'statementPay',
    context: ({ input }) => ({
      ...input,
      choice: 'due',
      otherAmount: '',
      accountId: firstPayingAccount(input.accounts),
      fieldErrors: null,
      payment: null,
      error: null,
    }),
    initial: 'starting',
    states: {
      ...payingAccountStates({
        starting: 'Is there a verified AutoPay account of the currency to pay from?',
        choosing: 'choosing',
      }),
      choosing: {
        description: 'The amount due or another amount, and the account it is paid from.',
        on: {
          ...typedAmountEvents,
          'account.chosen': { actions: ['rememberAccount', 'recheckFields'] },
          'payment.submitted': checkedSubmit('isPayable'),
        },
      },
      ...verifiedCallStates({
        awaitingCode: 'a fresh code to pay',
        calling: 'paying',
        callingDescription: 'The payment is asked of the bank (one per statement at a time).',
        call: {
          id: 'payStatement',
          src: 'payStatement',
          input: ({
            context,
            event,
          }: {
            context: StatementPayContext;
            event: StatementPayEvent;
          }) => {
            assertEvent(event, 'verification.granted');
            return {
              statementId: context.statementId,
              accountId: context.accountId ?? 0,
              amount: payingMinorOf(context) ?? 0,
              actionCode: event.actionCode,
            };
          },
        },
        back: 'choosing',
        requested: {
          target: 'waitingForBank',
          actions: paymentRequestedActions<StatementPayment>(),
        },
      }),
      ...bankAnswerStates({
        waiting: 'The bank has the debit; the statement shows paid once it confirms.',
        paid: 'The bank confirmed: a settlement entry, and the statement paid.',
        retry: 'choosing',
      }),
    },
  });
