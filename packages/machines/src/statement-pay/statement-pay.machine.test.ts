import { describe, expect, it } from 'vitest';
import { checkPayment, typedMinorOf } from './statement-pay.machine';

const base = {
  choice: 'other' as const,
  currency: 'USD',
  amountDueMinor: 845_012,
  accountId: 11,
};

describe('Pay now amount rules', () => {
  it('reads typed amounts in minor units', () => {
    expect(typedMinorOf('1,000.50', 'USD')).toBe(100_050);
    expect(typedMinorOf('12a', 'USD')).toBeNull();
    expect(typedMinorOf('.', 'USD')).toBeNull();
  });

  it('asks for an amount above nothing and at most the amount due, and for an account', () => {
    expect(checkPayment({ ...base, otherAmount: '' })?.amount).toBe('required');
    expect(checkPayment({ ...base, otherAmount: '0' })?.amount).toBe('positive');
    expect(checkPayment({ ...base, otherAmount: '8450.13' })?.amount).toBe('aboveDue');
    expect(checkPayment({ ...base, otherAmount: '8450.12' })).toBeNull();
    expect(checkPayment({ ...base, choice: 'due', otherAmount: 'x' })).toBeNull();
    expect(checkPayment({ ...base, otherAmount: '10', accountId: null })?.account).toBe('required');
  });
});
