import { Banner } from '@outlay/design-system';
import type { MessageId } from '../i18n/catalogs';
import { useTranslator } from '../i18n/intl';
import { messageOf } from '../lib/message-of';

/**
 * What went wrong, in the server's words (or `fallbackKey`'s when it gave none), announced at
 * once; nothing while there is no error.
 */
export function ErrorBanner({ error, fallbackKey }: { error: unknown; fallbackKey?: MessageId }) {
  const { t } = useTranslator();
  if (error === null || error === undefined) return null;
  return (
    <Banner tone="danger" announce="assertive">
      {messageOf(error, t, fallbackKey)}
    </Banner>
  );
}
