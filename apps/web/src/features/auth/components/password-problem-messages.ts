import type { PasswordProblems } from '@outlay/machines/change-password/password-rules';
import type { MessageId } from '../../../i18n/catalogs';

const messages = {
  required: 'password.problem.required',
  weak: 'password.problem.weak',
  tooLong: 'password.problem.tooLong',
  mismatch: 'password.problem.mismatch',
  sameAsOld: 'password.problem.sameAsOld',
} as const satisfies Record<string, MessageId>;

/** The machine's verdict as the form's errors, by field name. */
export function passwordValidationErrors(
  problems: PasswordProblems,
  t: (id: MessageId) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) errors[field] = t(messages[problem]);
  return errors;
}
