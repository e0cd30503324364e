import { describe, expect, it } from 'vitest';
import { RENT_FEE_BP, rentChargeOf, rentFeeOf } from './rent-fee';

describe('the rent fee', () => {
  it('is 2.99% of the rent, rounded half up to the cent', () => {
    expect(RENT_FEE_BP).toBe(299);
    // 2,500.00 → 74.75 exactly.
    expect(rentFeeOf(250_000)).toBe(7_475);
    // 10.50 → 0.31395 → 0.31; 50.00 → 1.495 → 1.50 (half up).
    expect(rentFeeOf(1_050)).toBe(31);
    expect(rentFeeOf(5_000)).toBe(150);
  });

  it('charges the rent and the fee together', () => {
    expect(rentChargeOf(250_000)).toEqual({ amount: 250_000, fee: 7_475, total: 257_475 });
    expect(rentChargeOf(100_000, 0)).toEqual({ amount: 100_000, fee: 0, total: 100_000 });
  });

  it('has no fee on no rent', () => {
    expect(rentFeeOf(0)).toBe(0);
    expect(rentFeeOf(-5)).toBe(0);
    expect(rentFeeOf(1.5)).toBe(0);
  });
});
