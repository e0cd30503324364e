import { describe, expect, it } from 'vitest';
import { satConfidenceOf } from './sat';

describe('satConfidenceOf', () => {
  it('is high above 85, low below 50 and medium from 50 to 85', () => {
    expect(satConfidenceOf(86)).toBe('high');
    expect(satConfidenceOf(85)).toBe('medium');
    expect(satConfidenceOf(50)).toBe('medium');
    expect(satConfidenceOf(49)).toBe('low');
    expect(satConfidenceOf(100)).toBe('high');
    expect(satConfidenceOf(0)).toBe('low');
  });
});
