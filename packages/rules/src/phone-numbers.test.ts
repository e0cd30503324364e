import { describe, expect, it } from 'vitest';
import { isInternationalPhoneNumber, isPhoneNumber } from './phone-numbers';

describe('phone numbers with their calling code (libphonenumber-js)', () => {
  it.each([
    ['+52', '55 1234 5678'],
    ['52', '5512345678'],
    ['+1', '(415) 555-0195'],
    ['+55', '11 98765-4321'],
    ['+55', '11 3456-7890'],
    ['+57', '310 123 4567'],
    ['+57', '601 234 5678'],
    ['+44', '07400 123456'],
    ['+44', '020 7946 0958'],
  ])('%s %s is valid', (code, number) => {
    expect(isPhoneNumber(code, number)).toBe(true);
  });

  it.each([
    ['+52', '551234567'],
    ['+1', '015 555 0195'],
    ['+99', '5512345678'],
    ['+52', '55-1234-567a'],
    // A calling code the sign-up does not offer, though the number is real there.
    ['+353', '85 123 4567'],
  ])('%s %s is not', (code, number) => {
    expect(isPhoneNumber(code, number)).toBe(false);
  });

  // The digit counts alone took these: no such area code exists (US 999, Mexico 12), no
  // Colombian number starts 100, and the UK keeps 07700 900xxx for drama, never a subscriber.
  it.each([
    ['+1', '999 555 0195'],
    ['+52', '1234567890'],
    ['+57', '100 123 4567'],
    ['+44', '07700 900123'],
  ])('%s %s has the right length but no such number exists', (code, number) => {
    expect(isPhoneNumber(code, number)).toBe(false);
  });
});

describe('E.164 numbers of any country', () => {
  it.each(['+14155550195', '+525512345678', '+353851234567', '+5511987654321'])(
    '%s is valid',
    (number) => {
      expect(isInternationalPhoneNumber(number)).toBe(true);
    },
  );

  it.each([
    ['no plus', '14155550195'],
    ['spaces', '+1 415 555 0195'],
    ['no such calling code', '+999123456789'],
    ['too short for its country', '+5255123456'],
    ['a shape the contract takes, but no such area code', '+19995550195'],
  ])('refuses %s', (_name, number) => {
    expect(isInternationalPhoneNumber(number)).toBe(false);
  });
});
