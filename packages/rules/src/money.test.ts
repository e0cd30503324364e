import { describe, expect, it } from 'vitest';
import { fromMinor, minorDigitsOf, toMinor } from './money';

describe('minor units', () => {
  it('take each currency’s ISO 4217 digits', () => {
    expect(minorDigitsOf('USD')).toBe(2);
    expect(minorDigitsOf('mxn')).toBe(2);
    expect(minorDigitsOf('JPY')).toBe(0);
    expect(minorDigitsOf('BHD')).toBe(3);
  });

  it('read a decimal text exactly, rounding half away from zero', () => {
    expect(toMinor('32673.30', 'USD')).toBe(3_267_330);
    expect(toMinor('0.1', 'USD') + toMinor('0.2', 'USD')).toBe(toMinor('0.3', 'USD'));
    expect(toMinor('-12.345', 'USD')).toBe(-1235);
    expect(toMinor('12.344', 'USD')).toBe(1234);
    expect(toMinor('99999999999.99', 'USD')).toBe(9_999_999_999_999);
    expect(toMinor('1500', 'JPY')).toBe(1500);
    expect(toMinor('1.2345', 'BHD')).toBe(1235);
    expect(toMinor('.5', 'USD')).toBe(50);
    expect(toMinor('-0.001', 'USD')).toBe(0);
  });

  it('round a number to the nearest unit', () => {
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(19.99, 'USD')).toBe(1999);
  });

  it('come back as the amount the contract shows', () => {
    expect(fromMinor(3_267_330, 'USD')).toBe(32673.3);
    expect(fromMinor(1500, 'JPY')).toBe(1500);
    expect(fromMinor(toMinor('0.1', 'USD') + toMinor('0.2', 'USD'), 'USD')).toBe(0.3);
  });

  it('refuse what is not an amount', () => {
    expect(() => toMinor('12,50', 'USD')).toThrow(RangeError);
    expect(() => toMinor('', 'USD')).toThrow(RangeError);
    expect(() => fromMinor(1.5, 'USD')).toThrow(RangeError);
  });
});
