import { describe, expect, it } from 'vitest';
import {
  changePasswordProblems,
  isStrongPassword,
  newPasswordProblems,
  stripSpaces,
} from './password-rules';

const good = 'Correct-Horse-9';

describe('password rules (spec part 1 §5)', () => {
  it.each([
    ['Aa1!aaaaaaaa', true],
    ['Aa1!aaaaaaa', false], // 11 characters
    ['aa1!aaaaaaaa', false], // no upper-case letter
    ['AA1!AAAAAAAA', false], // no lower-case letter
    ['Aa!!aaaaaaaa', false], // no digit
    ['Aa11aaaaaaaa', false], // no special character
    [`Aa1!${'a'.repeat(46)}`, true], // 50 characters
    [`Aa1!${'a'.repeat(47)}`, false], // 51 characters
  ])('%s is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('strips spaces from the new and confirm fields', () => {
    expect(stripSpaces(' Correct Horse-9 ')).toBe('CorrectHorse-9');
    expect(
      newPasswordProblems({ newPassword: 'Correct Horse-9!', confirmPassword: 'CorrectHorse-9!' }),
    ).toEqual({});
  });

  it('requires every field', () => {
    expect(
      changePasswordProblems({ oldPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });

  it('wants the confirmation to match and the new password to differ from the old', () => {
    expect(
      changePasswordProblems({ oldPassword: 'x', newPassword: good, confirmPassword: `${good}x` }),
    ).toEqual({ confirmPassword: 'mismatch' });
    expect(
      changePasswordProblems({ oldPassword: good, newPassword: good, confirmPassword: good }),
    ).toEqual({ newPassword: 'sameAsOld' });
    expect(
      changePasswordProblems({ oldPassword: 'old', newPassword: good, confirmPassword: good }),
    ).toEqual({});
  });

  it('says a too long password is too long, a short or plain one weak', () => {
    const long = `Aa1!${'a'.repeat(47)}`;
    expect(newPasswordProblems({ newPassword: long, confirmPassword: long })).toEqual({
      newPassword: 'tooLong',
    });
    expect(newPasswordProblems({ newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'weak',
    });
  });
});
