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

/** The email field's check for a form's `validate`: the problem in the user's words, or none. */
export function useEmailCheck() {
  const { t } = useTranslator();
  return (value: string) => {
    const problem = emailProblem(value);
    return problem && t(problem);
  };
}
