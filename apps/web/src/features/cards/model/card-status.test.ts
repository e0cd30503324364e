import { describe, expect, it } from 'vitest';
import { cardStatusOf, limitShare } from './card-status';

describe('cardStatusOf', () => {
  it('names a frozen card, and a suspected-fraud card before its status', () => {
    expect(cardStatusOf({ status: 'in-active', suspectedFraud: false }).label).toBe(
      'cards.status.frozen',
    );
    expect(cardStatusOf({ status: 'in-active', suspectedFraud: true })).toEqual({
      label: 'cards.status.fraud',
      tone: 'critical',
    });
    expect(cardStatusOf({ status: 'cancelled', suspectedFraud: false }).tone).toBe('neutral');
  });
});

describe('limitShare', () => {
  it('is the spent share of the limit, held between 0 and 1, or null without a limit', () => {
    expect(limitShare({ spent: 250, spendLimit: 1000 })).toBe(0.25);
    expect(limitShare({ spent: 1500, spendLimit: 1000 })).toBe(1);
    expect(limitShare({ spent: -20, spendLimit: 1000 })).toBe(0);
    expect(limitShare({ spent: 250, spendLimit: null })).toBeNull();
  });
});
