// Password rules (spec part 1 §5, §9), the same for a change, a reset and a first password.
// The contract's NewPassword schema carries the lengths (a test checks they agree); the
// character classes are checked here, by the web app before sending and by the server again.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 50;

const characterClasses = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9\s]/];

/** Spaces never count: the web app strips them from new passwords as they are typed. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * 12 to 50 characters, no spaces, with a lower-case letter, an upper-case letter, a digit and a
 * special character.
 */
export function isStrongPassword(password: string): boolean {
  return (
    !/\s/.test(password) &&
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    characterClasses.every((pattern) => pattern.test(password))
  );
}
