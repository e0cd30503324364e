// Paying rent by card: the form (a draft restored, a field emptied, the payout, frequency and
// card chosen), the review, the verification dialog, the payment sent (or refused), then the
// payout as the page reads it from the payment: completed or failed, and a new payment.
import { rentOverviewFixture, rentPaymentFixture } from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { verificationAnswers } from '../testing/payment-model';
import { rentPaymentActors } from './rent-payment.actors';
import { rentDraftErrors } from './rent-payment.draft';
import { rentPaymentMachine } from './rent-payment.machine';
import type { RentDraft } from './rent-payment.types';

const draft: RentDraft = {
  landlordName: 'Maple Properties',
  landlordAddress: '12 Elm Street, Springfield, IL 62701',
  payoutMethod: 'bank',
  routingNumber: '021000021',
  accountNumber: '123456789',
  clabe: '',
  propertyAddress: '400 Market Street, Suite 5, Springfield, IL 62701',
  amount: '2500.00',
  frequency: 'monthly',
  cardId: 7,
  landlordKind: 'person',
  propertyUse: 'commercial',
  landlordRfc: '',
  lease: null,
};

/** A Mexican company's office rented from a person, its lease attached. */
const mexicanDraft: RentDraft = {
  ...draft,
  landlordName: 'Xochitl Casas Chávez',
  landlordAddress: 'Calle Durango 90, Roma Norte, Ciudad de México',
  routingNumber: '',
  accountNumber: '',
  clabe: '032180000118359719',
  propertyAddress: 'Av. Reforma 222, Piso 4, Ciudad de México',
  amount: '10000.00',
  landlordRfc: 'CACX7605101P8',
  lease: { id: '3f2b8c0a-1d4e-4b6f-9a7c-5e8d2f1b0c93', name: 'contrato-reforma.pdf' },
};

const userEvents = [
  { type: 'draft.restored', draft, step: 'form' },
  { type: 'draft.restored', draft, step: 'review' },
  { type: 'draft.restored', draft: mexicanDraft, step: 'review' },
  { type: 'field.changed', field: 'amount', value: '' },
  { type: 'payout.chosen', method: 'cheque' },
  { type: 'frequency.chosen', frequency: 'once' },
  { type: 'card.chosen', cardId: 8 },
  { type: 'landlordKind.chosen', kind: 'company' },
  { type: 'propertyUse.chosen', use: 'residential' },
  {
    type: 'lease.attached',
    lease: { id: '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e', name: 'lease.pdf' },
  },
  { type: 'lease.removed' },
  { type: 'review.requested' },
  { type: 'review.edited' },
  { type: 'payment.submitted' },
  ...verificationAnswers,
  { type: 'payout.completed' },
  { type: 'payout.failed' },
  { type: 'payment.new', idempotencyKey: '2f1c7c0e-8d8c-4a8e-9f59-6b1f2b8c0a11' },
];

const outcomes = [
  done('createRentPayment', { ...rentPaymentFixture, status: 'pending', settledAt: null }),
  refused('createRentPayment', 409, 'CONFLICT'),
];

const input = (cards = rentOverviewFixture.cards, mexicanTaxes = false) => ({
  currency: mexicanTaxes ? 'MXN' : 'USD',
  mexicanTaxes,
  feeRateBp: 299,
  maxAmountMinor: 10_000_000,
  cards,
  idempotencyKey: '7b0e6f3a-4c1d-4e8b-a2f5-9d3c8e1b6a70',
});

export const rentPaymentModel = defineFlowModel({
  machine: rentPaymentMachine,
  provided: () => rentPaymentMachine.provide({ actors: rentPaymentActors(signedInClient()) }),
  variants: [
    { name: 'an employee with two active cards paying the office rent', input: () => input() },
    { name: 'a manager without an active card', input: () => input([]) },
    {
      name: 'a Mexican employee paying an office’s rent to a person, withholding',
      input: () => input(rentOverviewFixture.cards, true),
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: the step, whether the draft may be reviewed, how the landlord is paid,
  // how often, from which card, and whether field problems, a payment or an error are on screen.
  serializeState: (snapshot) => {
    const { context } = snapshot;
    return JSON.stringify({
      value: snapshot.value,
      reviewable:
        rentDraftErrors(context.draft, {
          currency: context.currency,
          maxAmountMinor: context.maxAmountMinor,
          cardIds: context.cards.map((card) => card.id),
          mexicanTaxes: context.mexicanTaxes,
        }) === null,
      payout: context.draft.payoutMethod,
      frequency: context.draft.frequency,
      card: context.draft.cardId,
      lease: context.draft.lease !== null,
      landlordKind: context.mexicanTaxes ? context.draft.landlordKind : null,
      propertyUse: context.mexicanTaxes ? context.draft.propertyUse : null,
      fieldErrors: context.fieldErrors !== null,
      payment: context.payment !== null,
      error: context.error !== null,
    });
  },
  calls: {
    createRentPayment: { method: 'post', path: '/v2/web/rent/payments' },
  },
});
