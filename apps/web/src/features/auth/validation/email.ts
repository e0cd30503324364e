import type { MessageId } from '../../../i18n/catalogs';

// Deliberately loose: the server has the final word; this catches typos before a round trip.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): MessageId | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'login.errors.emailRequired';
  if (!emailShape.test(trimmed) || trimmed.length > 254) return 'login.errors.emailInvalid';
  return null;
}
