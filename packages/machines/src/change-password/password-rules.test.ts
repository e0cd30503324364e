import { describe, expect, it } from 'vitest';
import { changePasswordProblems, newPasswordProblems, stripSpaces } from './password-rules';

const good = 'Correct-Horse-9';

describe('password rules (spec part 1 §5)', () => {
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
