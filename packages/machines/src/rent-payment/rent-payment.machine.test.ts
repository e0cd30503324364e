// The rent form's problems, once shown, follow what is typed: a field put right is no longer
// marked invalid (a field still marked would make the browser refuse the next submit), and the
// form opens its review once everything is right.
import { rentOverviewFixture } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { rentPaymentMachine } from './rent-payment.machine';

describe('the rent form’s problems', () => {
  it('clear as each field is put right, and the review opens', () => {
    const actor = createActor(rentPaymentMachine, {
      input: {
        currency: 'USD',
        feeRateBp: 299,
        mexicanTaxes: false,
        maxAmountMinor: 10_000_000,
        cards: rentOverviewFixture.cards,
        idempotencyKey: '7b0e6f3a-4c1d-4e8b-a2f5-9d3c8e1b6a70',
      },
    }).start();
    const type = (
      field: 'landlordName' | 'landlordAddress' | 'propertyAddress' | 'amount',
      value: string,
    ) => {
      actor.send({ type: 'field.changed', field, value });
    };
    type('landlordName', 'Cedar Lane Lettings');
    type('landlordAddress', '88 Cedar Lane');
    type('propertyAddress', '9 Birch Court');
    type('amount', '0');
    actor.send({ type: 'payout.chosen', method: 'bank' });
    actor.send({ type: 'review.requested' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      amount: 'positive',
      routingNumber: 'required',
    });
    type('amount', '1200');
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      amount: null,
      routingNumber: 'required',
    });
    actor.send({ type: 'payout.chosen', method: 'cheque' });
    expect(actor.getSnapshot().context.fieldErrors).toBeNull();
    actor.send({ type: 'review.requested' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
  });
});
