import { unwrap, type Health } from '@outlay/api-client';
import { Banner, Spinner, Stack, Text } from '@outlay/design-system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslator } from '../../../i18n/intl';
import { apiClient } from '../../../lib/api-client';
import { Page } from '../../../components/page';

/** A degraded service answers 503 with the same report, which says what is failing. */
function isHealthReport(body: unknown): body is Health {
  return typeof body === 'object' && body !== null && 'database' in body && 'storage' in body;
}

const healthQuery = queryOptions({
  queryKey: ['health-check'],
  queryFn: async ({ signal }): Promise<Health> => {
    const call = apiClient.GET('/health-check', { signal });
    const result = await call;
    if (result.response.status === 503 && isHealthReport(result.error)) return result.error;
    return unwrap(call);
  },
  retry: false,
});

/** `/health-check`: is the service up, and which versions run. */
export default function HealthCheckPage() {
  const { t } = useTranslator();
  const health = useQuery(healthQuery);
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
