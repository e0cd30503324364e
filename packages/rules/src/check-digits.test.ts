import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, isAbaRoutingNumber, isClabe } from './check-digits';

describe('ABA routing numbers', () => {
  it.each(['021000021', '026009593', '121000248', '091000022'])('%s adds up', (value) => {
    expect(isAbaRoutingNumber(value)).toBe(true);
  });

  it.each([
    ['a typo in one digit', '021000022'],
    ['two digits swapped', '120000248'],
    ['eight digits', '02100002'],
    ['letters', '02100002A'],
    ['digits that do not add up', '123456789'],
  ])('refuses %s', (_name, value) => {
    expect(isAbaRoutingNumber(value)).toBe(false);
  });
});

describe('CLABE control digit', () => {
  it('is the weighted sum of the first 17 digits, as Banxico defines it', () => {
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(clabeCheckDigit('64618015700000000')).toBe(4);
    // A sum that is already a multiple of ten gives 0, not 10.
    expect(clabeCheckDigit('00000000000000000')).toBe(0);
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
});
