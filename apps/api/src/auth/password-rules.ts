import type { MessageKey } from '../i18n/messages.js';

/** Spec part 1 §5 and §9: 12 or more characters, at most 50. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 50;

const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9\s]/];

/**
 * The message for a new password that breaks a rule, or null. The web app checks the same
 * rules (and strips spaces) before sending; the server checks again because the browser is
 * not to be trusted.
 */
export function newPasswordProblem(password: string): MessageKey | null {
  if (/\s/.test(password)) return 'password.rules';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return 'password.rules';
  }
  return classes.every((pattern) => pattern.test(password)) ? null : 'password.rules';
}
