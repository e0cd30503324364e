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
  net: 250_000,
  taxes: null,
  lease: null,
  landlordCfdi: null,
};

/**
 * A Mexican company's monthly rent to a person for an office: 10,000.00 with IVA 1,600.00,
 * ISR 1,000.00 and IVA 1,066.67 withheld, 9,533.33 paid to the landlord, its CFDI pending.
 */
export const mexicanRentPaymentFixture: RentPayment = {
  ...rentPaymentFixture,
  id: 51,
  landlordName: 'Xochitl Casas Chávez',
  landlordAddress: 'Calle Durango 90, Roma Norte, Ciudad de México',
  accountEnding: '9719',
  propertyAddress: 'Av. Reforma 222, Piso 4, Ciudad de México',
  currency: 'MXN',
  amount: 1_000_000,
  net: 953_333,
  fee: 28_505,
  total: 981_838,
  taxes: {
    landlordKind: 'person',
    propertyUse: 'commercial',
    landlordRfc: 'CACX7605101P8',
    iva: 160_000,
    isrWithheld: 100_000,
    ivaWithheld: 106_667,
  },
  lease: { id: '3f2b8c0a-1d4e-4b6f-9a7c-5e8d2f1b0c93', name: 'contrato-reforma.pdf' },
  landlordCfdi: { status: 'pending', uuid: null, receivedAt: null },
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
  lease: null,
};

export const rentOverviewFixture: RentOverview = {
  currency: 'USD',
  feeRateBp: 299,
  maxAmount: 10_000_000,
  mexicanTaxes: false,
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
  http.post('/v2/web/rent/payments/{paymentId}/landlord-cfdi', ({ response }) =>
    response(200).json({
      ...mexicanRentPaymentFixture,
      landlordCfdi: {
        status: 'received',
        uuid: '6f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f5a',
        receivedAt: '2026-01-03T10:00:00.000Z',
      },
    }),
  ),
  http.put('/v2/web/rent/schedules/{scheduleId}/state', async ({ request, response }) =>
    response(200).json({ ...rentScheduleFixture, state: (await request.json()).state }),
  ),
];
