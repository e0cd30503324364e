import { describe, expect, it } from 'vitest';
import { checkApplication, redeemingMinorOf } from './apply-cashback.machine';

const base = {
  choice: 'other' as const,
  currency: 'USD',
  availableMinor: 48_210,
  destination: 'statement' as const,
  accountId: null,
};

describe('Apply cashback amount rules', () => {
  it('redeems all of the cashback, or the amount typed in minor units', () => {
    expect(redeemingMinorOf({ ...base, choice: 'all', otherAmount: '' })).toBe(48_210);
    expect(redeemingMinorOf({ ...base, otherAmount: '1,00.50' })).toBe(10_050);
  });

  it('asks for an amount above nothing and at most what is available, and a deposit’s account', () => {
    expect(checkApplication({ ...base, otherAmount: '' })?.amount).toBe('required');
    expect(checkApplication({ ...base, otherAmount: '0' })?.amount).toBe('positive');
    expect(checkApplication({ ...base, otherAmount: '482.11' })?.amount).toBe('aboveAvailable');
    expect(checkApplication({ ...base, otherAmount: '482.10' })).toBeNull();
    expect(checkApplication({ ...base, otherAmount: '10', destination: 'account' })?.account).toBe(
      'required',
    );
    expect(
      checkApplication({ ...base, otherAmount: '10', destination: 'account', accountId: 11 }),
    ).toBeNull();
  });
});
