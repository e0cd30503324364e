import {
  Button,
  Inline,
  LiveRegion,
  ProgressBar,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import {
  type AccountingDataset,
  type DatasetStatus,
  useRefreshDatasets,
} from '../api/refresh-dataset';
import { isRunning } from '../model/job-state';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';

interface DatasetsStatusProps {
  chart: ChartOfAccounts;
  integration: string;
  /** One line and one Refresh for all three (the mapping page). */
  compact?: boolean;
  /** Refreshing is the admin's and bookkeeper's. @default true */
  canRefresh?: boolean;
}

/**
 * The platform's datasets (chart of accounts, tax rates, tracking categories): when each was
 * last pulled, and Refresh, which pulls again in the background; its progress shows and is
 * read out as the job goes (queued, pulling, trying again, done or failed).
 */
export function DatasetsStatus({
  chart,
  integration,
  compact = false,
  canRefresh = true,
}: DatasetsStatusProps) {
  const { t, intl } = useTranslator();
  const refresh = useRefreshDatasets();
  const running = chart.datasets.filter((status) => status.refresh && isRunning(status.refresh));
  const asked = refresh.variables ?? [];
  const busy = refresh.isPending || running.length > 0;
  const done = asked.filter((dataset) => !running.some((status) => status.dataset === dataset));
  const when = (value: string | null) =>
    value
      ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
      : t('accounting.table.dash');

  function stateOf(status: DatasetStatus): string {
    const job = status.refresh;
    if (!job) return t('accounting.datasets.pulled', { when: when(status.fetchedAt) });
    switch (job.state) {
      case 'queued':
        return t('accounting.datasets.queued');
      case 'active':
        return t('accounting.datasets.pulling', { integration });
      case 'retrying':
        return t('accounting.datasets.retrying', {
          integration,
          attempt: job.attempts + 1,
          last: job.maxAttempts,
        });
      case 'failed':
        return t('accounting.datasets.failed', { integration });
      case 'refused':
        return t('accounting.datasets.refused', { integration });
      case 'completed':
        return t('accounting.datasets.pulled', { when: when(status.fetchedAt) });
    }
  }

  const news = refresh.isError
    ? messageOf(refresh.error, t)
    : busy && asked.length > 0
      ? t('accounting.datasets.progress', { done: done.length, total: asked.length, integration })
      : refresh.isSuccess
        ? t('accounting.datasets.refreshed', { integration })
        : '';
  const progress = busy && asked.length > 0 && (
    <ProgressBar
      label={t('accounting.datasets.refreshing', { integration })}
      value={done.length}
      maxValue={asked.length}
      valueLabel={t('accounting.datasets.count', { done: done.length, total: asked.length })}
    />
  );

  if (compact) {
    const oldest = chart.datasets
      .map((status) => status.fetchedAt)
      .filter((value): value is string => value !== null)
      .sort()[0];
    return (
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Text size="small" tone="muted">
            {t('accounting.datasets.summary', { integration, when: when(oldest ?? null) })}
          </Text>
          {canRefresh && (
            <Button
              variant="secondary"
              size="small"
              isPending={busy}
              onPress={() => {
                refresh.mutate(chart.datasets.map((status) => status.dataset));
              }}
            >
              {t('accounting.datasets.refreshAll')}
            </Button>
          )}
        </Inline>
        {progress}
        <LiveRegion visuallyHidden>{news}</LiveRegion>
      </Stack>
    );
  }

  const columns: TableColumn<DatasetStatus & { id: AccountingDataset }>[] = [
    {
      id: 'dataset',
      name: t('accounting.datasets.column.dataset'),
      isRowHeader: true,
      render: (status) => t('accounting.datasets.name', { dataset: status.dataset }),
    },
    { id: 'state', name: t('accounting.datasets.column.state'), render: stateOf },
    {
      id: 'refresh',
      name: t('accounting.datasets.column.refresh'),
      hideHeader: true,
      render: (status) =>
        canRefresh ? (
          <Button
            variant="secondary"
            size="small"
            isPending={refresh.isPending || (status.refresh !== null && isRunning(status.refresh))}
            onPress={() => {
              refresh.mutate([status.dataset]);
            }}
          >
            {t('accounting.datasets.refresh', { dataset: status.dataset })}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack space="medium">
      <Table
        aria-label={t('accounting.datasets.title')}
        columns={columns}
        rows={chart.datasets.map((status) => ({ ...status, id: status.dataset }))}
      />
      {progress}
      <LiveRegion>{news}</LiveRegion>
    </Stack>
  );
}
