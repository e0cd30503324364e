import { describe, expect, it } from 'vitest';
import { rentBreakdownOf, rentTaxesOf, rentTaxOf } from './rent-withholding';

const person = { landlordKind: 'person', propertyUse: 'commercial' } as const;
const personHome = { landlordKind: 'person', propertyUse: 'residential' } as const;
const company = { landlordKind: 'company', propertyUse: 'commercial' } as const;
const companyHome = { landlordKind: 'company', propertyUse: 'residential' } as const;

describe('Mexican rent withholding', () => {
  it('rounds each tax half up to the centavo', () => {
    // 0.05 × 10% = 0.005 → 0.01; 0.04 × 10% = 0.004 → 0.00.
    expect(rentTaxOf(5, 100_000)).toBe(1);
    expect(rentTaxOf(4, 100_000)).toBe(0);
    expect(rentTaxOf(0, 160_000)).toBe(0);
    expect(rentTaxOf(-100, 160_000)).toBe(0);
  });

  it('a person’s commercial rent: IVA 16%, ISR 10% and two-thirds of the IVA withheld', () => {
    // 10,000.00: IVA 1,600.00, ISR 1,000.00, IVA withheld 1,066.67 (10.6667%), net 9,533.33.
    expect(rentBreakdownOf(1_000_000, person)).toEqual({
      amount: 1_000_000,
      iva: 160_000,
      isrWithheld: 100_000,
      ivaWithheld: 106_667,
      net: 953_333,
      // 2.99% of 9,533.33 = 285.0466… → 285.05.
      fee: 28_505,
      total: 981_838,
    });
    // 12,345.67: IVA 1,975.3072 → 1,975.31; ISR 1,234.567 → 1,234.57;
    // IVA withheld 1,316.8816… → 1,316.88; net 12,345.67 + 1,975.31 − 1,234.57 − 1,316.88.
    expect(rentTaxesOf(1_234_567, person)).toEqual({
      iva: 197_531,
      isrWithheld: 123_457,
      ivaWithheld: 131_688,
      net: 1_176_953,
    });
    // 0.05: IVA 0.008 → 0.01, ISR 0.005 → 0.01, IVA withheld 0.0053 → 0.01.
    expect(rentTaxesOf(5, person)).toEqual({ iva: 1, isrWithheld: 1, ivaWithheld: 1, net: 4 });
    // 8,333.33: IVA 1,333.3328 → 1,333.33; ISR 833.333 → 833.33; IVA withheld 888.8882… → 888.89.
    expect(rentTaxesOf(833_333, person)).toEqual({
      iva: 133_333,
      isrWithheld: 83_333,
      ivaWithheld: 88_889,
      net: 794_444,
    });
  });

  it('a person’s home is IVA-exempt: ISR withheld alone', () => {
    expect(rentTaxesOf(850_000, personHome)).toEqual({
      iva: 0,
      isrWithheld: 85_000,
      ivaWithheld: 0,
      net: 765_000,
    });
    // 7,777.77: ISR 777.777 → 777.78.
    expect(rentTaxesOf(777_777, personHome).isrWithheld).toBe(77_778);
  });

  it('a company withholds nothing from a company: IVA on commercial rent only', () => {
    expect(rentBreakdownOf(1_500_000, company)).toEqual({
      amount: 1_500_000,
      iva: 240_000,
      isrWithheld: 0,
      ivaWithheld: 0,
      net: 1_740_000,
      fee: 52_026,
      total: 1_792_026,
    });
    // 999.99: IVA 159.9984 → 160.00.
    expect(rentTaxesOf(99_999, company).iva).toBe(16_000);
    expect(rentTaxesOf(99_999, companyHome)).toEqual({
      iva: 0,
      isrWithheld: 0,
      ivaWithheld: 0,
      net: 99_999,
    });
  });

  it('without Mexican terms the landlord is paid the rent, the fee on it', () => {
    expect(rentBreakdownOf(250_000, null)).toEqual({
      amount: 250_000,
      iva: 0,
      isrWithheld: 0,
      ivaWithheld: 0,
      net: 250_000,
      fee: 7_475,
      total: 257_475,
    });
    expect(rentBreakdownOf(0, person).total).toBe(0);
  });
});
