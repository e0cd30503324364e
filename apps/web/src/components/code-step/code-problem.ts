import { isOneTimeCode } from '@outlay/rules';
import type { MessageId } from '../../i18n/catalogs';

/** The message a code field shows on submit (spec part 1 §5: required, exactly 6 digits). */
export function codeProblemOf(code: string): MessageId | null {
  if (code === '') return 'codeStep.required';
  return isOneTimeCode(code) ? null : 'codeStep.incomplete';
}
