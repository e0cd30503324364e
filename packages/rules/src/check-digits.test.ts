import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber } from './check-digits';

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
