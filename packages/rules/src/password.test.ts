import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  stripSpaces,
} from './password';

describe('password rules (spec part 1 §5, §9)', () => {
  it('is 12 to 50 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([12, 50]);
  });

  it.each([
    ['Aa1!aaaaaaaa', true],
    ['Aa1!aaaaaaa', false], // 11 characters
    ['aa1!aaaaaaaa', false], // no upper-case letter
    ['AA1!AAAAAAAA', false], // no lower-case letter
    ['Aa!!aaaaaaaa', false], // no digit
    ['Aa11aaaaaaaa', false], // no special character
    ['Aa1 aaaaaaaa', false], // a space is no special character, and not allowed
    [`Aa1!${'a'.repeat(46)}`, true], // 50 characters
    [`Aa1!${'a'.repeat(47)}`, false], // 51 characters
  ])('%j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('strips every kind of space', () => {
    expect(stripSpaces(' Correct Horse-9\t')).toBe('CorrectHorse-9');
  });
});
