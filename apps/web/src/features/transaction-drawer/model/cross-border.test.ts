import { foreignCardDetails, iofCardDetails } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { crossBorderOf } from './cross-border';

describe('the cross-border block', () => {
  it('on Stripe, shows the exchanged amount and the charge of a foreign purchase', () => {
    expect(crossBorderOf(foreignCardDetails, 'stripe-us')).toEqual({
      variant: 'stripeExchanged',
      local: { amount: 169.46, currency: 'EUR' },
      rate: 0.92,
      exchanged: 182.38,
      charge: 1.82,
    });
  });

  it('on Stripe, shows the charge of a purchase abroad in the platform currency', () => {
    const abroad = {
      ...foreignCardDetails,
      transaction: {
        ...foreignCardDetails.transaction,
        localCurrencyLookup: null,
        localCurrencyAmount: null,
      },
    };
    expect(crossBorderOf(abroad, 'stripe-uk')).toEqual({
      variant: 'stripeSameCurrency',
      exchanged: 182.38,
      charge: 1.82,
    });
  });

  it("in Brazil, shows the merchant's charge and the rate only", () => {
    expect(crossBorderOf(foreignCardDetails, 'tutuka-brazil')).toEqual({
      variant: 'brazil',
      local: { amount: 169.46, currency: 'EUR' },
      rate: 0.92,
    });
  });

  it('is absent elsewhere, and without a fee or a local currency', () => {
    expect(crossBorderOf(foreignCardDetails, 'tutuka')).toBeNull();
    expect(crossBorderOf(iofCardDetails, 'stripe-us')).toBeNull();
    expect(crossBorderOf(iofCardDetails, 'tutuka-brazil')).toBeNull();
  });
});
