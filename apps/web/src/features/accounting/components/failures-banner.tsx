import { Banner } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';

interface FailuresBannerProps {
  failedToSync: number;
  reasons: readonly string[];
  failedOnly: boolean;
  onShowFailed: () => void;
}

/** The period's transactions that failed to sync, the providers' reasons, and a way to them. */
export function FailuresBanner({
  failedToSync,
  reasons,
  failedOnly,
  onShowFailed,
}: FailuresBannerProps) {
  const { t } = useTranslator();
  if (failedToSync === 0) return null;
  return (
    <Banner
      tone="warning"
      title={t('accounting.failures.title', { count: failedToSync })}
      action={
        failedOnly ? undefined : { label: t('accounting.failures.show'), onPress: onShowFailed }
      }
    >
      {reasons.length === 1 ? (
        reasons[0]
      ) : (
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </Banner>
  );
}
