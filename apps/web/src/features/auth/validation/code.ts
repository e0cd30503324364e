import { isOneTimeCode } from '@outlay/rules';
import type { MessageId } from '../../../i18n/catalogs';

export function codeProblem(value: string): MessageId | null {
  if (value === '') return 'loginVerify.errors.codeRequired';
  if (!isOneTimeCode(value)) return 'loginVerify.errors.codeLength';
  return null;
}
