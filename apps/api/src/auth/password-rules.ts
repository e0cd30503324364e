import { isStrongPassword } from '@outlay/rules';
import type { MessageKey } from '../i18n/messages.js';

/**
 * The message for a new password that breaks a rule of spec part 1 §5, or null. The web app
 * checks the same rules (@outlay/rules) before sending; the server checks again because the
 * browser is not to be trusted.
 */
export function newPasswordProblem(password: string): MessageKey | null {
  return isStrongPassword(password) ? null : 'password.rules';
}
