// Paying a loan: an instalment early or the whole loan off, from a verified AutoPay account, the
// verification dialog, the payment asked of the bank (or refused), then the bank's answer as the
// page reads it from the loan: paid, or refused and tried again.
import { loanPaymentFixture } from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { bankAnswers, payingAccounts, verificationAnswers } from '../testing/payment-model';
import { loanPayActors } from './loan-pay.actors';
import { loanPayMachine } from './loan-pay.machine';

const userEvents = [
  { type: 'account.chosen', accountId: 12 },
  { type: 'payment.submitted' },
  ...verificationAnswers,
  ...bankAnswers,
];

const outcomes = [done('payLoan', loanPaymentFixture), refused('payLoan', 409, 'CONFLICT')];

export const loanPayModel = defineFlowModel({
  machine: loanPayMachine,
  provided: () => loanPayMachine.provide({ actors: loanPayActors(signedInClient()) }),
  variants: [
    {
      name: 'Northwind admin paying its loan off, two verified AutoPay accounts',
      input: () => ({
        loanId: 1,
        currency: 'USD',
        kind: 'payoff' as const,
        dueDate: null,
        amountMinor: 11_132_000,
        accounts: payingAccounts,
      }),
    },
    {
      name: 'Northwind admin paying the August instalment early',
      input: () => ({
        loanId: 1,
        currency: 'USD',
        kind: 'instalment' as const,
        dueDate: '2025-08-05',
        amountMinor: 1_132_000,
        accounts: payingAccounts,
      }),
    },
    {
      name: 'an admin whose loan currency has no verified AutoPay account',
      input: () => ({
        loanId: 1,
        currency: 'USD',
        kind: 'payoff' as const,
        dueDate: null,
        amountMinor: 11_132_000,
        accounts: [],
      }),
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: the step, what is paid from where, and whether a payment or an error
  // is on screen.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      kind: snapshot.context.kind,
      account: snapshot.context.accountId,
      payment: snapshot.context.payment !== null,
      error: snapshot.context.error !== null,
    }),
  calls: {
    payLoan: { method: 'post', path: '/v2/web/capital/loans/:loanId/pay' },
  },
});
