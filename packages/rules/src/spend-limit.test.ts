import { describe, expect, it } from 'vitest';
import { spendLimitOf } from './spend-limit';

describe('spendLimitOf', () => {
  it('reads an amount with at most two decimals, none when empty, and refuses the rest', () => {
    expect(spendLimitOf('')).toBeNull();
    expect(spendLimitOf(' 1,250.5 ')).toBe(1250.5);
    expect(spendLimitOf('0')).toBe('invalid');
    expect(spendLimitOf('12.345')).toBe('invalid');
    expect(spendLimitOf('1e3')).toBe('invalid');
    expect(spendLimitOf('1000000000')).toBe(1_000_000_000);
    expect(spendLimitOf('1000000000.01')).toBe('invalid');
  });
});
