import type { BulkBatchRow, BulkRowStatus } from '@outlay/api-client';
import {
  Badge,
  Button,
  Inline,
  Link,
  LiveRegion,
  ProgressBar,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import { fromMinor } from '@outlay/rules';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import type { MessageId } from '@/i18n/message-ids';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { useApproveBatch, useBulkBatch, useReleaseBatch, useRetryBatch } from '../api/bulk-batches';
import { downloadBulkResult } from '../lib/bulk-result';
import { BATCH_STATUS } from '../lib/bulk-labels';

const ROW_STATUS: Record<
  BulkRowStatus,
  { label: MessageId; tone: 'neutral' | 'positive' | 'critical' | 'caution' }
> = {
  draft: { label: 'payments.bulk.rowStatus.draft', tone: 'neutral' },
  queued: { label: 'payments.bulk.rowStatus.queued', tone: 'neutral' },
  pending: { label: 'payments.status.pending', tone: 'neutral' },
  completed: { label: 'payments.status.completed', tone: 'positive' },
  failed: { label: 'payments.status.failed', tone: 'critical' },
  refund: { label: 'payments.status.refund', tone: 'caution' },
};

type Line = BulkBatchRow & { id: number };

/**
 * `/bulk-payment-transactions/{id}`: one batch, its progress and each row's state; Approve for
 * an admin other than its maker, then Release.
 */
export function BulkBatchPage({ batchId }: { batchId: number }) {
  const { t, locale } = useTranslator();
  const batch = useBulkBatch(batchId);
  const approve = useApproveBatch();
  const release = useReleaseBatch();
  const retry = useRetryBatch();
  const data = batch.data;
  if (!data) {
    return (
      <Page title={t('payments.bulk.title')}>
        {batch.isError ? (
          <RetryBanner query={batch} retryLabel={t('payments.retry')} />
        ) : (
          <Text>{t('payments.loading')}</Text>
        )}
      </Page>
    );
  }
  const money = (minor: number) =>
    formatAmount(fromMinor(minor, data.currency), { currency: data.currency, locale });
  const columns: TableColumn<Line>[] = [
    { id: 'row', name: t('payments.bulk.column.row'), render: (line) => String(line.row) },
    {
      id: 'name',
      name: t('payments.bulk.column.name'),
      isRowHeader: true,
      render: (line) => line.recipientName,
    },
    {
      id: 'clabe',
      name: t('payments.bulk.column.clabe'),
      noWrap: true,
      render: (line) => line.clabe,
    },
    {
      id: 'amount',
      name: t('payments.bulk.column.amount'),
      align: 'end',
      noWrap: true,
      render: (line) => money(line.amountMinor),
    },
    {
      id: 'reference',
      name: t('payments.bulk.column.reference'),
      render: (line) => line.referenceNumber,
    },
    {
      id: 'status',
      name: t('payments.bulk.column.status'),
      render: (line) => (
        <Stack space="xsmall">
          <Badge tone={ROW_STATUS[line.status].tone}>{t(ROW_STATUS[line.status].label)}</Badge>
          {line.failureReason && <Text size="small">{line.failureReason}</Text>}
        </Stack>
      ),
    },
    {
      id: 'tracking',
      name: t('payments.bulk.tracking'),
      noWrap: true,
      render: (line) => line.trackingNumber ?? '',
    },
  ];
  const failed = data.rows.filter((row) => row.status === 'failed').length;
  const placed = data.rows.filter((row) => row.status !== 'queued' && row.status !== 'draft');

  return (
    <Page title={t('payments.bulk.title')}>
      <Stack space="medium">
        <Link href="/bulk-payment">{t('payments.bulk.back')}</Link>
        <Stack space="xsmall">
          <Text weight="strong">{data.name}</Text>
          <Inline space="small" alignY="center">
            <Badge tone={data.status === 'released' ? 'positive' : 'neutral'}>
              {t(BATCH_STATUS[data.status])}
            </Badge>
            <Text tone="muted">
              {t('payments.bulk.batchLine', {
                rows: data.rowCount,
                amount: money(data.totalMinor),
                maker: data.createdBy,
              })}
            </Text>
          </Inline>
          {data.approvedBy && (
            <Text>{t('payments.bulk.approvedBy', { name: data.approvedBy })}</Text>
          )}
        </Stack>
        <LiveRegion>
          {data.status === 'released'
            ? t('payments.bulk.progress', { settled: data.settledRows, rows: data.rowCount })
            : data.status === 'awaitingApproval' && !data.canApprove
              ? t('payments.bulk.waitingForOther')
              : ''}
        </LiveRegion>
        {data.status === 'released' && (
          <ProgressBar
            label={t('payments.bulk.progressLabel')}
            value={data.settledRows}
            maxValue={Math.max(1, data.rowCount)}
            valueLabel={t('payments.bulk.progress', {
              settled: data.settledRows,
              rows: data.rowCount,
            })}
          />
        )}
        <ErrorBanner error={approve.error ?? release.error ?? retry.error} />
        <Inline space="small">
          {data.canApprove && (
            <Button isPending={approve.isPending} onPress={() => approve.mutate(data.id)}>
              {t('payments.bulk.approve')}
            </Button>
          )}
          {data.canRelease && (
            <Button isPending={release.isPending} onPress={() => release.mutate(data.id)}>
              {t('payments.bulk.release')}
            </Button>
          )}
          {data.status === 'released' && failed > 0 && (
            <Button isPending={retry.isPending} onPress={() => retry.mutate(data.id)}>
              {t('payments.bulk.retry')}
            </Button>
          )}
          {data.status === 'released' && (
            <Button
              variant="secondary"
              onPress={() =>
                void downloadBulkResult(data, (row) => t(ROW_STATUS[row.status].label))
              }
            >
              {t('payments.bulk.download')}
            </Button>
          )}
        </Inline>
        <LiveRegion>
          {retry.data ? t('payments.bulk.retried', { count: retry.data.retriedRows }) : ''}
        </LiveRegion>
        {failed > 0 && (
          <Text tone="critical">{t('payments.bulk.failedRows', { count: failed })}</Text>
        )}
        <Text tone="muted">
          {t('payments.bulk.placed', { placed: placed.length, rows: data.rowCount })}
        </Text>
        <Table
          aria-label={t('payments.bulk.rows')}
          columns={columns}
          rows={data.rows.map((row) => ({ ...row, id: row.row }))}
        />
      </Stack>
    </Page>
  );
}
