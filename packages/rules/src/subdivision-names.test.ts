import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES } from './addresses';
import { SIGN_UP_COUNTRIES } from './sign-up-countries';
import { subdivisionName } from './subdivision-names';

describe('subdivision names', () => {
  it('name every state, province and department the sign-up offers, in each language', () => {
    for (const country of SIGN_UP_COUNTRIES) {
      for (const code of ADDRESS_RULES[country].states) {
        for (const language of ['en', 'es', 'pt'] as const) {
          const name = subdivisionName(country, code, language);
          expect(name, `${country}-${code} ${language}`).not.toBe(code);
          expect(name.length).toBeGreaterThan(3);
        }
      }
    }
  });

  it('use the name each language has, and the local one where it has none', () => {
    expect(subdivisionName('MX', 'CMX', 'en')).toBe('Mexico City');
    expect(subdivisionName('MX', 'CMX', 'es')).toBe('Ciudad de México');
    expect(subdivisionName('MX', 'CMX', 'pt')).toBe('Cidade do México');
    expect(subdivisionName('US', 'NY', 'es')).toBe('Nueva York');
    expect(subdivisionName('CA', 'BC', 'pt')).toBe('Colúmbia Britânica');
    expect(subdivisionName('MX', 'JAL', 'pt')).toBe('Jalisco');
    expect(subdivisionName('BR', 'SP', 'en')).toBe('São Paulo');
  });

  it('answer the code itself where there is no list', () => {
    expect(subdivisionName('GB', 'Kent', 'en')).toBe('Kent');
    expect(subdivisionName('MX', 'XX', 'es')).toBe('XX');
  });
});
