// Happy-path handlers for /payment-transfer and /spei: a Mexican company's saved recipient, its
// account in pesos, and a transfer answered as STP first answers it (pending), then completed.
import type { PaymentAccount, PaymentTransfer, Recipient } from '../schema-types';
import { http } from './http';

/** A Mexican company's saved recipient, paid by SPEI. */
export const mockRecipient: Recipient = {
  id: 7,
  name: 'Logística Bajío S.A.',
  bankName: 'BBVA Bancomer',
  bankCountry: 'MX',
  details: { scheme: 'clabe', clabe: '012180000000000015' },
  warnings: [],
  createdAt: '2026-12-01T15:00:00.000Z',
};

const account: PaymentAccount = {
  currency: 'MXN',
  availableMinor: 1_000_000,
  limitMinor: null,
  rails: ['STP'],
};

const TRANSFER_ID = '0b6f3c5e-2f7a-4d0e-9a51-3c1d2e4f5a6b';

function transferOf(id: string, status: PaymentTransfer['status']): PaymentTransfer {
  return {
    id,
    entryId: 90_001,
    status,
    rail: 'STP',
    amountMinor: 150_050,
    currency: 'MXN',
    description: 'Factura 118',
    referenceNumber: '1234567',
    trackingKey: 'OUTLAY000000090001',
    recipient: {
      name: mockRecipient.name,
      bankName: mockRecipient.bankName,
      account: '012180000000000015',
    },
    createdAt: '2026-12-03T06:00:00.000Z',
    completedAt: status === 'completed' ? '2026-12-03T06:00:20.000Z' : null,
    failureReason: null,
  };
}

export const paymentHandlers = [
  http.get('/v2/web/payments/recipients', ({ response }) =>
    response(200).json({ recipients: [mockRecipient] }),
  ),
  http.post('/v2/web/payments/recipients', ({ response }) => response(201).json(mockRecipient)),
  http.put('/v2/web/payments/recipients/{recipientId}', ({ response }) =>
    response(200).json(mockRecipient),
  ),
  http.delete('/v2/web/payments/recipients/{recipientId}', ({ response }) => response(204).empty()),
  http.get('/v2/web/payments/account', ({ response }) => response(200).json(account)),
  http.post('/v2/web/payments/transfers', ({ response }) =>
    response(200).json(transferOf(TRANSFER_ID, 'pending')),
  ),
  // The id it answers is a UUID, as the contract says, whatever the path held.
  http.get('/v2/web/payments/transfers/{transferId}', ({ response }) =>
    response(200).json(transferOf(TRANSFER_ID, 'completed')),
  ),
];
