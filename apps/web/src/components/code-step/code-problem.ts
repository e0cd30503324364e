import { codeProblemOf, type CodeProblem } from '@outlay/machines/kernel/code-step';
import type { MessageId } from '@/i18n/catalogs';

const messages = {
  required: 'codeStep.required',
  incomplete: 'codeStep.incomplete',
} as const satisfies Record<CodeProblem, MessageId>;

/** The words for a code's problem (spec part 1 §5: required, exactly 6 digits). */
export function codeProblemMessage(problem: CodeProblem): MessageId {
  return messages[problem];
}

/** The message a code field shows on submit: the code step's own check, worded. */
export function codeMessageOf(code: string): MessageId | null {
  const problem = codeProblemOf(code);
  return problem && codeProblemMessage(problem);
}
