import { clabe } from 'clabe-validator';
import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, isClabe, isClabeCity, mexicanBankOf } from './mexican-banks';

describe('the CLABE (clabe-validator)', () => {
  it('has the control digit Banxico defines', () => {
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(clabeCheckDigit('64618015700000000')).toBe(4);
    // A sum that is already a multiple of ten gives 0, not 10.
    expect(clabeCheckDigit('00000000000000000')).toBe(0);
  });

  it('computes the control digit as clabe-validator does, for 17 digits and for other input', () => {
    // Deterministic digits (a linear congruential sequence), so a failure can be replayed.
    let seed = 7;
    const digits = () =>
      Array.from({ length: 17 }, () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return String(seed % 10);
      }).join('');
    const values = Array.from({ length: 2000 }, digits);
    values.push('0321800001183597', '0321800001183597X', '', '03218000011835971999');
    for (const value of values) {
      expect([value, clabeCheckDigit(value)]).toEqual([
        value,
        clabe.computeChecksum(value.slice(0, 17)) ?? Number.NaN,
      ]);
    }
  });

  it.each(['032180000118359719', '646180157000000004'])('takes %s', (value) => {
    expect(isClabe(value)).toBe(true);
  });

  it.each([
    ['a wrong control digit', '032180000118359718'],
    ['17 digits', '03218000011835971'],
    ['19 digits', '0321800001183597190'],
    ['a letter', '03218000011835971X'],
  ])('refuses %s', (_name, value) => {
    expect(isClabe(value)).toBe(false);
  });

  it('names the bank of its first three digits, none for a code no bank has', () => {
    expect(mexicanBankOf('032180000118359719')).toBe('IXE Banco');
    expect(mexicanBankOf('555180000118359717')).toBeNull();
    expect(mexicanBankOf('999180000118359711')).toBeNull();
  });

  it('knows the cities of its digits 4 to 6', () => {
    expect(isClabeCity('032180000118359719')).toBe(true);
    expect(isClabeCity('032999000118359719')).toBe(false);
  });
});
