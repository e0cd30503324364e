// The password forms' verdicts (spec part 1 §5): the same for a change, a reset and a first
// password. The rules themselves (lengths, character classes) are @outlay/rules', which the
// server applies too.
import { isStrongPassword, PASSWORD_MAX_LENGTH, stripSpaces } from '@outlay/rules';

export { PASSWORD_MAX_LENGTH, stripSpaces };

/** Why a field is refused; the app shows the matching message. */
export type PasswordProblem = 'required' | 'weak' | 'tooLong' | 'mismatch' | 'sameAsOld';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PasswordProblems = Partial<Record<PasswordField, PasswordProblem>>;

function newPasswordProblem(newPassword: string): PasswordProblem | undefined {
  if (newPassword === '') return 'required';
  if (newPassword.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return isStrongPassword(newPassword) ? undefined : 'weak';
}

/** A new password and its confirmation (reset links and invited users). */
export function newPasswordProblems(values: {
  newPassword: string;
  confirmPassword: string;
}): PasswordProblems {
  const newPassword = stripSpaces(values.newPassword);
  const confirmPassword = stripSpaces(values.confirmPassword);
  const problems: PasswordProblems = {};
  const weak = newPasswordProblem(newPassword);
  if (weak) problems.newPassword = weak;
  if (confirmPassword === '') problems.confirmPassword = 'required';
  else if (confirmPassword !== newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}

/** The change-password form: old, new and confirm are required; new differs from old. */
export function changePasswordProblems(values: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): PasswordProblems {
  const problems: PasswordProblems = newPasswordProblems(values);
  if (values.oldPassword === '') problems.oldPassword = 'required';
  else if (!problems.newPassword && stripSpaces(values.newPassword) === values.oldPassword) {
    problems.newPassword = 'sameAsOld';
  }
  return problems;
}

export function hasProblems(problems: PasswordProblems): boolean {
  return Object.keys(problems).length > 0;
}
