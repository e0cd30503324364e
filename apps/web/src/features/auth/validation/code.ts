import type { MessageId } from '../../../i18n/catalogs';

export function codeProblem(value: string): MessageId | null {
  if (value === '') return 'loginVerify.errors.codeRequired';
  if (!/^[0-9]{6}$/.test(value)) return 'loginVerify.errors.codeLength';
  return null;
}
