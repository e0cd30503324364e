// A payment: a saved recipient, the amount with its description and reference number (the
// spec's bank transfer rules, the balance and the admin's limit), the review, the verification
// dialog, then the payment sent (or refused and tried again under the same key); in another
// currency, its FX quote before the review, asked again when it expires.
import type { FxQuote, PaymentTransfer, Recipient } from '@outlay/api-client';
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

/** A quote for 1,000.00 EUR from a dollar account: 1,095.12 USD with the fee. */
export const eurQuote: FxQuote = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  sourceCurrency: 'USD',
  targetCurrency: 'EUR',
  rate: '0.917714',
  feeMinor: 545,
  platformAmountMinor: 109_512,
  transferAmountMinor: 100_000,
  expiresAt: '2026-12-03T06:00:30.000Z',
};

/** A quote whose platform amount is above the admin's 2,000.00 limit. */
const dearQuote: FxQuote = { ...eurQuote, platformAmountMinor: 300_000 };

const draft = {
  recipient: speiRecipient,
  amount: '1500.50',
  description: 'Factura 118',
  referenceNumber: '1234567',
  transferCurrency: 'MXN',
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
  { type: 'draft.restored', draft, step: 'review' },
  { type: 'draft.restored', draft, step: 'amount' },
];

/**
 * A payment in euros from a dollar account: fewer amounts (the rules are walked above), the
 * currency, the quote's expiry, and a peso draft (a currency it cannot send falls back).
 */
const fxEvents = [
  { type: 'recipient.chosen', recipient: speiRecipient },
  { type: 'currency.changed', currency: 'EUR' },
  { type: 'currency.changed', currency: 'JPY' },
  { type: 'amount.changed', amount: '' },
  { type: 'amount.changed', amount: '1000' },
  { type: 'description.changed', description: 'Factura 118' },
  { type: 'reference.changed', referenceNumber: '1234567' },
  { type: 'details.submitted' },
  { type: 'details.editRequested' },
  { type: 'quote.expired' },
  { type: 'payment.sendRequested' },
  { type: 'verification.granted', actionCode: 'a'.repeat(43) },
  { type: 'verification.cancelled' },
  { type: 'payment.new', idempotencyKey: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5' },
  { type: 'draft.restored', draft, step: 'review' },
];

const transferOutcomes = [
  done('createTransfer', sentTransfer),
  refused('createTransfer', 400),
  refused('createTransfer', 409, 'QUOTE_EXPIRED'),
];
const quoteOutcomes = [
  done('createFxQuote', eurQuote),
  done('createFxQuote', dearQuote),
  refused('createFxQuote', 503),
];

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
        fxCurrencies: [],
      }),
    },
    {
      name: 'a Northwind admin with 10,000.00 USD available, a 2,000.00 limit, paying in euros',
      input: () => ({
        currency: 'USD',
        availableMinor: 1_000_000,
        limitMinor: 200_000,
        idempotencyKey: KEY,
        fxCurrencies: ['EUR'],
      }),
    },
  ],
  events: (snapshot) => {
    if (snapshot.matches('quoting')) return quoteOutcomes;
    if (snapshot.hasTag('busy')) return transferOutcomes;
    return snapshot.context.fxCurrencies.length > 0 ? fxEvents : userEvents;
  },
  // What QA tells apart: the step, whether the form is sendable or shows which messages, and
  // whether a payment or an error is on screen.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      recipient: snapshot.context.recipient !== null,
      currency: snapshot.context.transferCurrency,
      quote: snapshot.context.quote !== null,
      amount: snapshot.context.amount,
      described: snapshot.context.description !== '',
      reference: snapshot.context.referenceNumber,
      fieldErrors: snapshot.context.fieldErrors,
      transfer: snapshot.context.transfer !== null,
      error: snapshot.context.error !== null,
    }),
  calls: {
    createTransfer: { method: 'post', path: '/v2/web/payments/transfers' },
    createFxQuote: { method: 'post', path: '/v2/web/payments/fx-quotes' },
  },
});
