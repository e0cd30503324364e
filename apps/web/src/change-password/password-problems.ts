import type { PasswordProblem } from '@outlay/machines/change-password/password-rules';
import type { MessageId } from '../i18n/catalogs';

/** The message for each way a password field is refused (spec part 1 §5). */
export const passwordProblemMessages: Record<PasswordProblem, MessageId> = {
  required: 'password.problem.required',
  weak: 'password.problem.weak',
  tooLong: 'password.problem.tooLong',
  mismatch: 'password.problem.mismatch',
  sameAsOld: 'password.problem.sameAsOld',
};
