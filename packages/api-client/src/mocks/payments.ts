// Happy-path handlers for /payment-transfer and /spei: a Mexican company's saved recipient, its
// account in pesos, and a transfer answered as STP first answers it (pending), then completed.
import type {
  BulkBatch,
  FxQuote,
  PaymentAccount,
  PaymentTransfer,
  Recipient,
} from '../schema-types';
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
  speiDelivery: { date: '2026-12-03', sameDay: true, cutOff: '17:30' },
};

/** A quote for 1,000.00 EUR from a dollar account, good for half a minute from its making. */
export const mockFxQuote: FxQuote = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  sourceCurrency: 'USD',
  targetCurrency: 'EUR',
  rate: '0.917714',
  feeMinor: 545,
  platformAmountMinor: 109_512,
  transferAmountMinor: 100_000,
  expiresAt: '2026-12-03T06:00:30.000Z',
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

/** A batch of two SPEI rows, prepared by another admin and awaiting approval. */
export const mockBulkBatch: BulkBatch = {
  id: 31,
  name: 'Proveedores diciembre',
  currency: 'MXN',
  status: 'awaitingApproval',
  rowCount: 2,
  totalMinor: 250_000,
  createdBy: 'Mateo Ruiz',
  createdAt: '2026-12-03T06:00:00.000Z',
  canApprove: true,
  canRelease: false,
  approvedBy: null,
  approvedAt: null,
  releasedAt: null,
  settledRows: 0,
  rows: [
    {
      row: 1,
      recipientName: 'Logística Bajío S.A.',
      clabe: '012180000000000015',
      bankName: 'BBVA Bancomer',
      amountMinor: 150_000,
      description: 'Factura 118',
      referenceNumber: '1234567',
      status: 'draft',
      transferId: null,
      failureReason: null,
      trackingNumber: null,
    },
    {
      row: 2,
      recipientName: 'Proveedora del Norte',
      clabe: '012180000000000002',
      bankName: 'BBVA Bancomer',
      amountMinor: 100_000,
      description: 'Factura 119',
      referenceNumber: '1234568',
      status: 'draft',
      transferId: null,
      failureReason: null,
      trackingNumber: null,
    },
  ],
};

const {
  approvedBy: _a,
  approvedAt: _b,
  releasedAt: _c,
  settledRows: _d,
  rows: _e,
  ...summary
} = mockBulkBatch;

export const paymentHandlers = [
  http.get('/v2/web/payments/bulk-batches', ({ response }) =>
    response(200).json({ batches: [summary] }),
  ),
  http.post('/v2/web/payments/bulk-batches', ({ response }) =>
    response(201).json({ ...mockBulkBatch, canApprove: false }),
  ),
  http.get('/v2/web/payments/bulk-batches/{batchId}', ({ response }) =>
    response(200).json(mockBulkBatch),
  ),
  http.post('/v2/web/payments/bulk-batches/{batchId}/approve', ({ response }) =>
    response(200).json({
      ...mockBulkBatch,
      status: 'approved',
      canApprove: false,
      canRelease: true,
      approvedBy: 'Valeria Hernández',
      approvedAt: '2026-12-03T06:05:00.000Z',
    }),
  ),
  http.post('/v2/web/payments/bulk-batches/{batchId}/retry', ({ response }) =>
    response(200).json({
      retriedRows: 0,
      batch: { ...mockBulkBatch, status: 'released', canApprove: false },
    }),
  ),
  http.post('/v2/web/payments/bulk-batches/{batchId}/release', ({ response }) =>
    response(200).json({
      ...mockBulkBatch,
      status: 'released',
      canApprove: false,
      canRelease: false,
      approvedBy: 'Valeria Hernández',
      approvedAt: '2026-12-03T06:05:00.000Z',
      releasedAt: '2026-12-03T06:06:00.000Z',
      rows: mockBulkBatch.rows.map((row) => ({ ...row, status: 'queued' as const })),
    }),
  ),
  http.get('/v2/web/payments/recipients', ({ response }) =>
    response(200).json({ recipients: [mockRecipient] }),
  ),
  http.post('/v2/web/payments/recipients', ({ response }) => response(201).json(mockRecipient)),
  http.put('/v2/web/payments/recipients/{recipientId}', ({ response }) =>
    response(200).json(mockRecipient),
  ),
  http.delete('/v2/web/payments/recipients/{recipientId}', ({ response }) => response(204).empty()),
  http.get('/v2/web/payments/account', ({ response }) => response(200).json(account)),
  http.post('/v2/web/payments/fx-quotes', ({ response }) => response(201).json(mockFxQuote)),
  http.post('/v2/web/payments/transfers', ({ response }) =>
    response(200).json(transferOf(TRANSFER_ID, 'pending')),
  ),
  // The id it answers is a UUID, as the contract says, whatever the path held.
  http.get('/v2/web/payments/transfers/{transferId}', ({ response }) =>
    response(200).json(transferOf(TRANSFER_ID, 'completed')),
  ),
];
