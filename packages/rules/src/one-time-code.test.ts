import { describe, expect, it } from 'vitest';
import { isOneTimeCode, ONE_TIME_CODE_LENGTH } from './one-time-code';

describe('isOneTimeCode', () => {
  it('is six digits', () => {
    expect(ONE_TIME_CODE_LENGTH).toBe(6);
  });

  it.each(['000000', '123456', '987650'])('takes %s', (code) => {
    expect(isOneTimeCode(code)).toBe(true);
  });

  it.each([
    ['nothing', ''],
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['a space inside', '123 456'],
    ['a hyphen inside', '123-456'],
    ['surrounding spaces', ' 123456 '],
    ['a trailing newline', '123456\n'],
    ['letters', '12345a'],
    ['non-ASCII digits', '١٢٣٤٥٦'],
  ])('refuses %s', (_, code) => {
    expect(isOneTimeCode(code)).toBe(false);
  });
});
