import type { LoanPayment } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import { unprovidedClient } from '../kernel/unprovided-client';
import {
  bankAnswerStates,
  firstPayingAccount,
  paymentRequestedActions,
  payingAccountStates,
  verifiedCallStates,
  verifiedPaymentActions,
} from '../kernel/verified-payment';
import { loanPayActors } from './loan-pay.actors';
import type { LoanPayContext, LoanPayEmitted, LoanPayEvent, LoanPayInput } from './loan-pay.types';

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
  },
})
  .extend({ actions: verifiedPaymentActions<LoanPayContext, LoanPayEvent, LoanPayment>() })
  .createMachine({
    id: 'loanPay',
    context: ({ input }) => ({
      ...input,
      accountId: firstPayingAccount(input.accounts),
      payment: null,
      error: null,
    }),
    initial: 'starting',
    states: {
      ...payingAccountStates({
        starting: 'Is there a verified AutoPay account of the loan’s currency to pay from?',
        choosing: 'choosing',
      }),
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
      ...verifiedCallStates({
        awaitingCode: 'a fresh code to pay',
        calling: 'paying',
        callingDescription: 'The payment is asked of the bank (one per loan at a time).',
        call: {
          id: 'payLoan',
          src: 'payLoan',
          input: ({ context, event }: { context: LoanPayContext; event: LoanPayEvent }) => {
            assertEvent(event, 'verification.granted');
            return {
              loanId: context.loanId,
              kind: context.kind,
              dueDate: context.kind === 'instalment' ? context.dueDate : null,
              accountId: context.accountId ?? 0,
              actionCode: event.actionCode,
            };
          },
        },
        back: 'choosing',
        requested: { target: 'waitingForBank', actions: paymentRequestedActions<LoanPayment>() },
      }),
      ...bankAnswerStates({
        waiting: 'The bank has the debit; the loan shows it paid once it confirms.',
        paid: 'The bank confirmed: the instalments are paid.',
        retry: 'choosing',
      }),
    },
  });
