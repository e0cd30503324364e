// Apply cashback: all of it or another amount, to the open statement or a verified AutoPay
// account, the verification dialog, then the redemption asked of the server (or refused and
// chosen again); with nothing available, a word on when cashback becomes available.
import type { RewardRedemption } from '@outlay/api-client';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { verificationAnswers } from '../testing/payment-model';
import { applyCashbackActors } from './apply-cashback.actors';
import { applyCashbackMachine, checkApplication } from './apply-cashback.machine';

export const requestedRedemption: RewardRedemption = {
  id: 2,
  amount: 48_210,
  destination: 'statement',
  accountId: null,
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
  settledAt: null,
};

const userEvents = [
  { type: 'amount.choiceChanged', choice: 'other' },
  { type: 'amount.choiceChanged', choice: 'all' },
  { type: 'amount.changed', amount: '' },
  { type: 'amount.changed', amount: '90000' },
  { type: 'amount.changed', amount: '100.50' },
  { type: 'destination.chosen', destination: 'account' },
  { type: 'destination.chosen', destination: 'statement' },
  { type: 'account.chosen', accountId: 12 },
  { type: 'apply.submitted' },
  ...verificationAnswers,
];

const outcomes = [
  done('applyRewards', requestedRedemption),
  refused('applyRewards', 409, 'CONFLICT'),
];

const accounts = [
  { id: 11, accountNumber: '••••6789', bankName: 'Chase' },
  { id: 12, accountNumber: '••••4321', bankName: null },
];

export const applyCashbackModel = defineFlowModel({
  machine: applyCashbackMachine,
  provided: () => applyCashbackMachine.provide({ actors: applyCashbackActors(signedInClient()) }),
  variants: [
    {
      name: 'Northwind admin, 482.10 USD available, two verified AutoPay accounts',
      input: () => ({ currency: 'USD', availableMinor: 48_210, accounts }),
    },
    {
      name: 'an admin with cashback but no verified AutoPay account',
      input: () => ({ currency: 'USD', availableMinor: 48_210, accounts: [] }),
    },
    {
      name: 'an admin with no cashback available yet',
      input: () => ({ currency: 'USD', availableMinor: 0, accounts }),
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: the step, how much goes where, which messages show, and whether a
  // redemption or an error is on screen.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      choice: snapshot.context.choice,
      amount: checkApplication(snapshot.context)?.amount ?? null,
      destination: snapshot.context.destination,
      account: snapshot.context.accountId,
      fieldErrors: snapshot.context.fieldErrors,
      redemption: snapshot.context.redemption !== null,
      error: snapshot.context.error !== null,
    }),
  calls: {
    applyRewards: { method: 'post', path: '/v2/web/rewards/apply' },
  },
});
