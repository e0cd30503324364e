// A payment: a saved recipient, the amount with its description and reference number (the
// spec's bank transfer rules, the balance and the admin's limit), the review, the verification
// dialog, then the payment sent (or refused and tried again under the same key).
import type { PaymentTransfer, Recipient } from '@outlay/api-client';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { paymentTransferActors } from './payment-transfer.actors';
import { paymentTransferMachine } from './payment-transfer.machine';

const KEY = '7d6f0c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

export const speiRecipient: Recipient = {
  id: 7,
  name: 'Logística Bajío S.A.',
  bankName: 'BBVA Bancomer',
  bankCountry: 'MX',
  details: { scheme: 'clabe', clabe: '012180000000000015' },
  warnings: [],
  createdAt: '2026-12-01T15:00:00.000Z',
};

export const sentTransfer: PaymentTransfer = {
  id: KEY,
  entryId: 90_001,
  status: 'pending',
  rail: 'STP',
  amountMinor: 150_050,
  currency: 'MXN',
  description: 'Factura 118',
  referenceNumber: '1234567',
  trackingKey: 'OUTLAY000000090001',
  recipient: { name: speiRecipient.name, bankName: 'BBVA Bancomer', account: '012180000000000015' },
  createdAt: '2026-12-03T06:00:00.000Z',
  completedAt: null,
  failureReason: null,
};

const userEvents = [
  { type: 'recipient.chosen', recipient: speiRecipient },
  { type: 'amount.changed', amount: '' },
  { type: 'amount.changed', amount: '0' },
  { type: 'amount.changed', amount: '5000' },
  { type: 'amount.changed', amount: '99999' },
  { type: 'amount.changed', amount: '1500.50' },
  { type: 'description.changed', description: 'Factura 118' },
  { type: 'reference.changed', referenceNumber: '0123' },
  { type: 'reference.changed', referenceNumber: '1234567' },
  { type: 'details.submitted' },
  { type: 'recipient.changeRequested' },
  { type: 'details.editRequested' },
  { type: 'payment.sendRequested' },
  { type: 'verification.granted', actionCode: 'a'.repeat(43) },
  {
    type: 'verification.granted',
    actionCode: 'a'.repeat(43),
    idempotencyKey: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d',
  },
  { type: 'verification.cancelled' },
  { type: 'payment.new', idempotencyKey: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5' },
];

const outcomes = [done('createTransfer', sentTransfer), refused('createTransfer', 400)];

export const paymentTransferModel = defineFlowModel({
  machine: paymentTransferMachine,
  provided: () =>
    paymentTransferMachine.provide({ actors: paymentTransferActors(signedInClient()) }),
  variants: [
    {
      name: 'a Mexican admin with 10,000.00 MXN available and a 2,000.00 limit',
      input: () => ({
        currency: 'MXN',
        availableMinor: 1_000_000,
        limitMinor: 200_000,
        idempotencyKey: KEY,
      }),
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: the step, whether the form is sendable or shows which messages, and
  // whether a payment or an error is on screen.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      recipient: snapshot.context.recipient !== null,
      amount: snapshot.context.amount,
      described: snapshot.context.description !== '',
      reference: snapshot.context.referenceNumber,
      fieldErrors: snapshot.context.fieldErrors,
      transfer: snapshot.context.transfer !== null,
      error: snapshot.context.error !== null,
    }),
  calls: {
    createTransfer: { method: 'post', path: '/v2/web/payments/transfers' },
  },
});
