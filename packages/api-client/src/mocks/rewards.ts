// Happy-path handlers for /rewards: Northwind with two closed cycles of cashback, one applied to
// the statement, and the cycle running now earning; an application the issuer still holds.
import type { RewardRedemption, Rewards } from '../schema-types';
import { http } from './http';

export const pendingRedemption: RewardRedemption = {
  id: 2,
  amount: 12_345,
  destination: 'statement',
  accountId: null,
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
  settledAt: null,
};

export const rewardsFixture: Rewards = {
  currency: 'USD',
  available: 48_210,
  pending: 3_150,
  earned: 60_555,
  openCycle: { periodStart: '2026-01-01', closingDate: '2026-01-31' },
  rates: [
    { category: 'travel', rate: 300 },
    { category: 'dining', rate: 150 },
    { category: 'other', rate: 100 },
  ],
  history: [
    {
      id: 4,
      kind: 'redemption',
      amount: -12_345,
      createdAt: '2026-01-04T10:00:00.000Z',
      periodStart: null,
      closingDate: null,
      redemptionId: 1,
    },
    {
      id: 2,
      kind: 'cashback',
      amount: 31_200,
      createdAt: '2026-01-01T05:00:00.000Z',
      periodStart: '2025-12-01',
      closingDate: '2025-12-31',
      redemptionId: null,
    },
    {
      id: 1,
      kind: 'cashback',
      amount: 29_355,
      createdAt: '2025-12-01T05:00:00.000Z',
      periodStart: '2025-11-01',
      closingDate: '2025-11-30',
      redemptionId: null,
    },
  ],
  redemptions: [
    {
      id: 1,
      amount: 12_345,
      destination: 'statement',
      accountId: null,
      status: 'applied',
      createdAt: '2026-01-04T10:00:00.000Z',
      settledAt: '2026-01-04T10:00:02.000Z',
    },
  ],
  referrals: [
    {
      id: 2,
      companyName: 'Harbor & Pine Studio',
      referredAt: '2025-11-26T09:00:00.000Z',
      state: 'approved',
      spent: 125_000,
      requiredSpend: 500_000,
      credit: 50_000,
      needs: ['spend'],
      paidAt: null,
      entryId: null,
    },
    {
      id: 1,
      companyName: 'Bluebird Logistics',
      referredAt: '2025-09-07T09:00:00.000Z',
      state: 'paid',
      spent: 714_000,
      requiredSpend: 500_000,
      credit: 50_000,
      needs: [],
      paidAt: '2025-10-15T09:00:00.000Z',
      entryId: 9001,
    },
  ],
};

export const rewardHandlers = [
  http.get('/v2/web/rewards', ({ response }) => response(200).json(rewardsFixture)),
  http.post('/v2/web/rewards/apply', ({ response }) => response(202).json(pendingRedemption)),
  http.post('/v2/web/rewards/redemption/{redemptionId}/cancel', ({ response }) =>
    response(200).json({
      ...pendingRedemption,
      status: 'cancelled',
      settledAt: '2026-01-05T10:00:01.000Z',
    }),
  ),
];
