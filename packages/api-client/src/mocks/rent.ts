// Happy-path handlers for /payrent: an employee's two active cards, the 2.99% fee, and one
// monthly rent paid to a landlord by bank transfer; paying again answers a new payment on its
// way to the landlord.
import type { RentOverview, RentPayment, RentSchedule } from '../schema-types';
import { http } from './http';

export const rentPaymentFixture: RentPayment = {
  id: 41,
  status: 'completed',
  landlordName: 'Maple Properties',
  landlordAddress: '12 Elm Street, Springfield, IL 62701',
  payoutMethod: 'bank',
  accountEnding: '6789',
  propertyAddress: '400 Market Street, Suite 5, Springfield, IL 62701',
  frequency: 'monthly',
  currency: 'USD',
  amount: 250_000,
  fee: 7_475,
  total: 257_475,
  card: { id: 7, name: 'Office rent', lastFour: '3310', cardType: 'virtual' },
  entryId: 9001,
  failureReason: null,
  createdAt: '2026-01-02T15:00:00.000Z',
  settledAt: '2026-01-02T15:00:02.000Z',
};

export const rentScheduleFixture: RentSchedule = {
  id: 5,
  state: 'active',
  landlordName: rentPaymentFixture.landlordName,
  propertyAddress: rentPaymentFixture.propertyAddress,
  currency: 'USD',
  amount: 250_000,
  fee: 7_475,
  total: 257_475,
  card: rentPaymentFixture.card,
  nextRun: '2026-02-01',
};

export const rentOverviewFixture: RentOverview = {
  currency: 'USD',
  feeRateBp: 299,
  maxAmount: 10_000_000,
  cards: [
    { id: 7, name: 'Office rent', lastFour: '3310', cardType: 'virtual' },
    { id: 8, name: 'Travel', lastFour: '4417', cardType: 'physical' },
  ],
  payments: [rentPaymentFixture],
  schedules: [rentScheduleFixture],
};

export const rentHandlers = [
  http.get('/v2/web/rent/payments', ({ response }) => response(200).json(rentOverviewFixture)),
  http.post('/v2/web/rent/payments', ({ response }) =>
    response(201).json({
      ...rentPaymentFixture,
      id: 42,
      status: 'pending',
      entryId: 9002,
      settledAt: null,
    }),
  ),
  http.put('/v2/web/rent/schedules/{scheduleId}/state', async ({ request, response }) =>
    response(200).json({ ...rentScheduleFixture, state: (await request.json()).state }),
  ),
];
