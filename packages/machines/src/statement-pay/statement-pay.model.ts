// Pay now: the amount due or another amount, from a verified AutoPay account, the verification
// dialog, the payment asked of the bank (or refused and tried again), then the bank's answer as
// the page reads it from the statement: paid, or refused and tried again.
import type { StatementPayment } from '@outlay/api-client';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { bankAnswers, payingAccounts, verificationAnswers } from '../testing/payment-model';
import { statementPayActors } from './statement-pay.actors';
import { checkPayment, statementPayMachine } from './statement-pay.machine';

export const requestedPayment: StatementPayment = {
  id: 1,
  amount: 845_012,
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
};

const userEvents = [
  { type: 'amount.choiceChanged', choice: 'other' },
  { type: 'amount.choiceChanged', choice: 'due' },
  { type: 'amount.changed', amount: '' },
  { type: 'amount.changed', amount: '90000' },
  { type: 'amount.changed', amount: '1,000.50' },
  { type: 'account.chosen', accountId: 12 },
  { type: 'payment.submitted' },
  ...verificationAnswers,
  ...bankAnswers,
];

const outcomes = [done('payStatement', requestedPayment), refused('payStatement', 409, 'CONFLICT')];

export const statementPayModel = defineFlowModel({
  machine: statementPayMachine,
  provided: () => statementPayMachine.provide({ actors: statementPayActors(signedInClient()) }),
  variants: [
    {
      name: 'Northwind admin, 8,450.12 USD due, two verified AutoPay accounts',
      input: () => ({
        statementId: '2025-12-01-USD',
        currency: 'USD',
        amountDueMinor: 845_012,
        accounts: payingAccounts,
      }),
    },
    {
      name: 'an admin whose currency has no verified AutoPay account',
      input: () => ({
        statementId: '2025-12-01-USD',
        currency: 'USD',
        amountDueMinor: 845_012,
        accounts: [],
      }),
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: the step, what is being paid from where, which messages show, and
  // whether a payment or an error is on screen.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      choice: snapshot.context.choice,
      // The typed amount by what it is (missing, too large, fine), not by its digits.
      amount: checkPayment(snapshot.context)?.amount ?? null,
      account: snapshot.context.accountId,
      fieldErrors: snapshot.context.fieldErrors,
      payment: snapshot.context.payment !== null,
      error: snapshot.context.error !== null,
    }),
  calls: {
    payStatement: { method: 'post', path: '/v2/web/statement/:statementId/pay-now' },
  },
});
