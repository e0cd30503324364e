import type { MessageId } from '../../../i18n/catalogs';
import { useTranslator } from '../../../i18n/intl';

// Deliberately loose: the server has the final word; this catches typos before a round trip.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): MessageId | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'login.errors.emailRequired';
  if (!emailShape.test(trimmed) || trimmed.length > 254) return 'login.errors.emailInvalid';
  return null;
}

/**
 * The field of the email one signs in with (sign-in, password recovery, a first password), to
 * spread on a `TextField` or `PlainTextField`: named `email`, offered to password managers as
 * the username, required, and checked on submit (the problem in the user's words).
 */
export function useSignInEmailField() {
  const { t } = useTranslator();
  return {
    name: 'email',
    type: 'email',
    autoComplete: 'username',
    isRequired: true,
    validate: (value: string) => {
      const problem = emailProblem(value);
      return problem && t(problem);
    },
  } as const;
}
