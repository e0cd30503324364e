import { showToast } from '@outlay/design-system';
import type { MessageId } from '@/i18n/catalogs';
import { currentTranslator } from '@/i18n/intl';
import { messageOf } from './message-of';

/**
 * The Error toast of a failed mutation whose `meta` asks for one (lib/mutation-meta.ts): the
 * server's message, else `fallback`'s catalog text, else (for `true`) the generic one.
 */
export function showMutationErrorToast(error: unknown, fallback: true | MessageId): void {
  const { t } = currentTranslator();
  showToast({
    tone: 'error',
    description: messageOf(error, t, fallback === true ? undefined : fallback),
  });
}
