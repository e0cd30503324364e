import { describe, expect, it } from 'vitest';
import { currencies, findCurrency } from './currencies';
import { formatAmount, NOT_AVAILABLE } from './format-amount';

describe('formatAmount (spec part 1 §5)', () => {
  it.each([
    // empty or null becomes 0
    [null, { currency: 'USD' }, '$0.00 USD'],
    [undefined, { currency: 'USD' }, '$0.00 USD'],
    ['', { currency: 'USD' }, '$0.00 USD'],
    ['   ', { currency: 'MXN' }, '$0.00 MXN'],
    // non-numeric shows N/A
    ['abc', { currency: 'USD' }, 'N/A'],
    ['12abc', { currency: 'USD' }, 'N/A'],
    [Number.NaN, { currency: 'USD' }, 'N/A'],
    [Number.POSITIVE_INFINITY, {}, 'N/A'],
    [{}, {}, 'N/A'],
    // rounded to 2 decimals and grouped
    [1234.5, { currency: 'USD' }, '$1,234.50 USD'],
    ['1234.567', { currency: 'USD' }, '$1,234.57 USD'],
    [0.004, { currency: 'USD' }, '$0.00 USD'],
    [-0.004, { currency: 'USD' }, '$0.00 USD'],
    [-98765.4321, { currency: 'EUR' }, '-€98,765.43 EUR'],
    [999999.99, { currency: 'USD', shorten: true }, '$999,999.99 USD'],
    // shortened from 1,000,000 upward, only when requested
    [1000000, { currency: 'USD', shorten: true }, '$1.00M USD'],
    [1000000, { currency: 'USD' }, '$1,000,000.00 USD'],
    [1250000, { currency: 'CAD', shorten: true }, '$1.25M CAD'],
    [-3400000000, { currency: 'COP', shorten: true }, '-$3.40B COP'],
    [2e12, { currency: 'USD', shorten: true }, '$2.00T USD'],
    // symbol first, code suffix after; numeric codes as the API sends them
    [10, { currency: '826' }, '£10.00 GBP'],
    [10, { currency: 484 }, '$10.00 MXN'],
    [10, { currency: '986' }, 'R$10.00 BRL'],
    [10, { currency: 'USDC' }, '$10.00 USDC'],
    [10, { currency: 'USD', withSuffix: false }, '$10.00'],
    [10, {}, '10.00'],
    [10, { currency: 'XYZ' }, '10.00 XYZ'],
    // grouping and decimal marks follow the locale asked for
    [1234.5, { currency: 'BRL', locale: 'pt-BR' }, 'R$1.234,50 BRL'],
  ] as const)('%j with %j is %s', (value, options, expected) => {
    expect(formatAmount(value, options)).toBe(expected);
  });

  it('N/A is the not-available text', () => {
    expect(NOT_AVAILABLE).toBe('N/A');
  });
});

describe('currency table (spec part 1 §1 and §9)', () => {
  it('holds about 130 ISO codes and USDC, each with a symbol and a suffix', () => {
    expect(currencies.length).toBeGreaterThanOrEqual(130);
    expect(new Set(currencies.map((currency) => currency.code)).size).toBe(currencies.length);
    for (const currency of currencies) {
      expect(currency.code).toMatch(/^[A-Z]{3,4}$/);
      expect(currency.symbol).not.toBe('');
      expect(currency.suffix).toBe(currency.code);
      if (currency.code !== 'USDC') expect(currency.numericCode).toMatch(/^[0-9]{3}$/);
    }
    const numeric = currencies.flatMap((currency) => currency.numericCode ?? []);
    expect(new Set(numeric).size).toBe(numeric.length);
  });

  it.each([
    ['USD', '840'],
    ['CAD', '124'],
    ['EUR', '978'],
    ['GBP', '826'],
    ['MXN', '484'],
    ['COP', '170'],
    ['BRL', '986'],
    ['UYU', '858'],
    ['ARS', '032'],
    ['HNL', '340'],
  ])('knows %s as %s, the numeric code the spec gives', (code, numericCode) => {
    expect(findCurrency(code)?.numericCode).toBe(numericCode);
    expect(findCurrency(numericCode)?.code).toBe(code);
  });

  it('finds USDC by its code and ignores unknown or empty codes', () => {
    expect(findCurrency('usdc')?.code).toBe('USDC');
    expect(findCurrency('32')?.code).toBe('ARS');
    expect(findCurrency('ZZZ')).toBeUndefined();
    expect(findCurrency(null)).toBeUndefined();
  });
});
