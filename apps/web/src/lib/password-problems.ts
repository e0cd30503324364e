import type {
  PasswordField,
  PasswordProblem,
  PasswordProblems,
} from '@outlay/machines/change-password/password-rules';
import type { MessageId } from '@/i18n/catalogs';

// A required field names itself: the error summary lists the messages alone, and three
// identical lines would not say which field is empty.
const requiredMessages: Record<PasswordField, MessageId> = {
  oldPassword: 'password.problem.required.oldPassword',
  newPassword: 'password.problem.required.newPassword',
  confirmPassword: 'password.problem.required.confirmPassword',
};

/** The message for each other way a password field is refused (spec part 1 §5). */
const problemMessages: Record<Exclude<PasswordProblem, 'required'>, MessageId> = {
  weak: 'password.problem.weak',
  tooLong: 'password.problem.tooLong',
  mismatch: 'password.problem.mismatch',
  sameAsOld: 'password.problem.sameAsOld',
};

/** The password rules' verdict as a form's errors, by field name. */
export function passwordValidationErrors(
  problems: PasswordProblems,
  t: (id: MessageId) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(requiredMessages) as PasswordField[]) {
    const problem = problems[field];
    if (problem) {
      errors[field] = t(
        problem === 'required' ? requiredMessages[field] : problemMessages[problem],
      );
    }
  }
  return errors;
}
