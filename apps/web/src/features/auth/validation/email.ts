import { emailProblemOf, type EmailProblem } from '@outlay/rules';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';

const problemTexts: Record<EmailProblem, MessageId> = {
  required: 'login.errors.emailRequired',
  invalid: 'login.errors.emailInvalid',
};

/**
 * The field of the email one signs in with (sign-in, password recovery, a first password), to
 * spread on a `TextField` or `PlainTextField`: named `email`, offered to password managers as
 * the username, required, and checked on submit by the shared rule (it catches typos; the
 * server has the final word).
 */
export function useSignInEmailField() {
  const { t } = useTranslator();
  return {
    name: 'email',
    type: 'email',
    autoComplete: 'username',
    isRequired: true,
    validate: (value: string) => {
      const problem = emailProblemOf(value);
      return problem && t(problemTexts[problem]);
    },
  } as const;
}
