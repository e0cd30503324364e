import { Banner, Spinner, Stack, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { Page } from '@/components/page';
import { useHealth } from '../api/health';

/** `/health-check`: is the service up, and which versions run. */
export default function HealthCheckPage() {
  const { t } = useTranslator();
  const health = useHealth();
  return (
    <Page title={t('health.title')}>
      {health.isPending ? (
        <Spinner label={t('health.checking')} />
      ) : health.data?.status === 'ok' ? (
        <Banner tone="success">{t('health.ok')}</Banner>
      ) : (
        <Banner tone="danger">{t('health.degraded')}</Banner>
      )}
      {health.data && (
        <Stack space="small">
          <Text>{t('health.database', { status: health.data.database })}</Text>
          <Text>{t('health.storage', { status: health.data.storage })}</Text>
          <Text>{t('health.version', { version: health.data.backendVersion })}</Text>
        </Stack>
      )}
      <Text tone="muted">{t('health.appVersion', { version: __APP_VERSION__ })}</Text>
    </Page>
  );
}
