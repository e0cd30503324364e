import { showToast } from '@outlay/design-system';
import type { CodeSentNotice } from '@outlay/machines/kernel/code-step';
import type { AnyActorRef } from 'xstate';
import { useTranslator } from '@/i18n/intl';
import { useEmitted } from '@/lib/use-emitted';

/**
 * 'Code sent successfully' (spec part 1 §8) when the flow's code step emits `code.sent`: for
 * every code, or (`resentOnly`) for Resend only, where the step already says where the first
 * one went. A code refused as too soon is never announced: nothing was sent.
 */
export function useCodeSentToast(
  actor: AnyActorRef & {
    on: (type: 'code.sent', handler: (notice: CodeSentNotice) => void) => unknown;
  },
  options: { resentOnly: boolean },
) {
  const { t } = useTranslator();
  useEmitted(actor, 'code.sent', (notice: CodeSentNotice) => {
    if (options.resentOnly && !notice.resent) return;
    showToast({ tone: 'success', description: t('codeStep.codeSent') });
  });
}
