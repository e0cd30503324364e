import { Banner } from '@outlay/design-system';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';

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

/** What a request that loads something answers, as react-query holds it. */
interface Reloadable {
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A load that failed: the server's words and a button that asks again.
 * `announce` where it replaces what was already on the screen.
 */
export function RetryBanner({
  query,
  retryLabel,
  title,
  announce,
}: {
  query: Reloadable;
  retryLabel: string;
  title?: string;
  announce?: 'assertive';
}) {
  const { t } = useTranslator();
  return (
    <Banner
      tone="danger"
      title={title}
      announce={announce}
      action={{ label: retryLabel, onPress: () => void query.refetch() }}
    >
      {messageOf(query.error, t)}
    </Banner>
  );
}
