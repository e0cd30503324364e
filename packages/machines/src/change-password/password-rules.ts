// The password rules of spec part 1 §5: the same for a change, a reset and a first password.
// Pure functions, so the machine, the pages and their tests share them.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 50;

/** Why a field is refused; the app shows the matching message. */
export type PasswordProblem = 'required' | 'weak' | 'tooLong' | 'mismatch' | 'sameAsOld';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PasswordProblems = Partial<Record<PasswordField, PasswordProblem>>;

/** Spaces never count: they are stripped from the new and confirm fields as they are typed. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

const characterClasses = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** 12 to 50 characters with an upper-case letter, a lower-case letter, a digit and a special one. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    characterClasses.every((pattern) => pattern.test(password))
  );
}

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
