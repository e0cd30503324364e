import { LoadFailed } from '@/components/load-failed';
import { useTranslator } from '@/i18n/intl';

/** The accounting screens' "could not load", whose Try again asks again for each of `queries`. */
export function AccountingLoadFailed({
  queries,
}: {
  queries: readonly { refetch: () => Promise<unknown> }[];
}) {
  const { t } = useTranslator();
  return (
    <LoadFailed
      title={t('accounting.loadError')}
      retryLabel={t('accounting.retry')}
      onRetry={() => {
        for (const query of queries) void query.refetch();
      }}
    />
  );
}
