import type { BulkBatchStatus } from '@outlay/api-client';
import {
  Badge,
  Banner,
  Button,
  FileDropZone,
  Inline,
  Link,
  LiveRegion,
  Stack,
  Table,
  type TableColumn,
  Text,
  TextField,
} from '@outlay/design-system';
import { bulkPaymentActors } from '@outlay/machines/bulk-payment/bulk-payment.actors';
import { bulkPaymentMachine } from '@outlay/machines/bulk-payment/bulk-payment.machine';
import { bulkPaymentView } from '@outlay/machines/bulk-payment/bulk-payment.view';
import {
  BULK_COLUMNS,
  BULK_TEMPLATE,
  type BulkCells,
  type BulkColumn,
  fromMinor,
} from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import type { MessageId } from '@/i18n/message-ids';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useBulkBatches } from '../api/bulk-batches';
import { usePaymentAccount } from '../api/payment-account';
import { TEMPLATE_NAME, downloadExcelTemplate } from '../lib/bulk-template';
import { EXCEL_TYPE, readBulkSheet } from '../lib/read-sheet';

const bulkPaymentFlow = onAppClient(bulkPaymentMachine, bulkPaymentActors);

const COLUMN_LABEL: Record<BulkColumn, MessageId> = {
  name: 'payments.bulk.column.name',
  clabe: 'payments.bulk.column.clabe',
  amount: 'payments.bulk.column.amount',
  description: 'payments.bulk.column.description',
  reference: 'payments.bulk.column.reference',
};

export const BATCH_STATUS: Record<BulkBatchStatus, MessageId> = {
  awaitingApproval: 'payments.bulk.status.awaitingApproval',
  approved: 'payments.bulk.status.approved',
  released: 'payments.bulk.status.released',
};

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(BULK_TEMPLATE)}`;

/**
 * `/bulk-payment`: the company's batches, and a new one from a sheet (Upload sheet) or rows
 * typed by hand, every problem named by row and column and fixed in place, then Submit for
 * approval: another admin approves it on its page.
 */
export function BulkPaymentPage() {
  const { t } = useTranslator();
  const account = usePaymentAccount();
  if (!account.data) {
    return (
      <Page title={t('payments.bulk.title')}>
        {account.isError ? (
          <RetryBanner query={account} retryLabel={t('payments.retry')} />
        ) : (
          <Text>{t('payments.loading')}</Text>
        )}
      </Page>
    );
  }
  return <BulkPaymentFlow currency={account.data.currency} />;
}

type Line = BulkCells & { id: number };

function BulkPaymentFlow({ currency }: { currency: string }) {
  const { t, locale } = useTranslator();
  const batches = useBulkBatches();
  const actor = useActorRef(bulkPaymentFlow, { input: { currency } });
  const view = useSelector(actor, bulkPaymentView, sameView);
  const money = (minor: number) => formatAmount(fromMinor(minor, currency), { currency, locale });
  const problemOf = (index: number, column: BulkColumn) =>
    view.problems.find((problem) => problem.row === index + 1 && problem.column === column);

  const lines: Line[] = view.rows.map((row, index) => ({ ...row, id: index }));
  const columns: TableColumn<Line>[] = [
    {
      id: 'row',
      name: t('payments.bulk.column.row'),
      isRowHeader: true,
      render: (line) => String(line.id + 1),
    },
    ...BULK_COLUMNS.map((column): TableColumn<Line> => ({
      id: column,
      name: t(COLUMN_LABEL[column]),
      minWidth: 'medium',
      render: (line) => {
        const problem = problemOf(line.id, column);
        return (
          <TextField
            label={t(COLUMN_LABEL[column])}
            aria-label={t('payments.bulk.cellLabel', {
              row: line.id + 1,
              column: t(COLUMN_LABEL[column]),
            })}
            value={line[column]}
            onChange={(value) =>
              actor.send({ type: 'cell.changed', index: line.id, column, value })
            }
            isInvalid={problem !== undefined}
            errorMessage={
              problem ? t(`payments.bulk.problem.${problem.problem}` as MessageId) : undefined
            }
          />
        );
      },
    })),
    {
      id: 'remove',
      name: t('payments.bulk.removeRow'),
      hideHeader: true,
      render: (line) => (
        <Button
          variant="secondary"
          aria-label={t('payments.bulk.removeRowNumber', { row: line.id + 1 })}
          onPress={() => actor.send({ type: 'row.removed', index: line.id })}
        >
          {t('payments.bulk.removeRow')}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t('payments.bulk.title')}>
      <Stack space="medium">
        {(batches.data?.batches ?? []).length > 0 && (
          <Stack space="small">
            <Text weight="strong">{t('payments.bulk.batches')}</Text>
            {(batches.data?.batches ?? []).map((batch) => (
              <Inline key={batch.id} space="small" alignY="center">
                <Link href={`/bulk-payment-transactions/${batch.id}`}>{batch.name}</Link>
                <Badge tone={batch.status === 'released' ? 'positive' : 'neutral'}>
                  {t(BATCH_STATUS[batch.status])}
                </Badge>
                <Text tone="muted">
                  {t('payments.bulk.batchLine', {
                    rows: batch.rowCount,
                    amount: money(batch.totalMinor),
                    maker: batch.createdBy,
                  })}
                </Text>
              </Inline>
            ))}
          </Stack>
        )}
        {view.step === 'submitted' && view.batch ? (
          <Stack space="small">
            <LiveRegion>{t('payments.bulk.submitted', { name: view.batch.name })}</LiveRegion>
            <Inline space="small">
              <Link href={`/bulk-payment-transactions/${view.batch.id}`}>
                {t('payments.bulk.openBatch')}
              </Link>
              <Button variant="secondary" onPress={() => actor.send({ type: 'batch.new' })}>
                {t('payments.bulk.newBatch')}
              </Button>
            </Inline>
          </Stack>
        ) : (
          <AppForm
            aria-label={t('payments.bulk.newBatch')}
            onSubmit={() => actor.send({ type: 'batch.submitted' })}
          >
            <Stack space="medium">
              <TextField
                label={t('payments.bulk.name')}
                value={view.name}
                onChange={(name) => actor.send({ type: 'name.changed', name })}
                isInvalid={view.nameMissing}
                errorMessage={view.nameMissing ? t('payments.bulk.nameRequired') : undefined}
                maxLength={80}
              />
              <FileDropZone
                label={t('payments.bulk.dropSheet')}
                buttonLabel={t('payments.bulk.uploadSheet')}
                acceptedFileTypes={['.csv', 'text/csv', '.xlsx', EXCEL_TYPE]}
                maxFiles={1}
                maxFileSize={2 * 1024 * 1024}
                onFilesAccepted={([file]) => {
                  if (file) {
                    readBulkSheet(file).then(
                      (rows) => actor.send({ type: 'sheet.loaded', rows }),
                      () => actor.send({ type: 'sheet.unreadable' }),
                    );
                  }
                }}
              />
              {view.unreadableSheet && (
                <Banner tone="danger" announce="assertive">
                  {t('payments.bulk.unreadable')}
                </Banner>
              )}
              <Inline space="small" alignY="center">
                <Link href={TEMPLATE_HREF} download={`${TEMPLATE_NAME}.csv`}>
                  {t('payments.bulk.template')}
                </Link>
                <Button variant="secondary" onPress={() => void downloadExcelTemplate()}>
                  {t('payments.bulk.templateExcel')}
                </Button>
              </Inline>
              <LiveRegion>
                {view.rows.length > 0
                  ? t('payments.bulk.summary', {
                      rows: view.rows.length,
                      valid: view.validRows,
                      amount: money(view.totalMinor),
                    })
                  : ''}
              </LiveRegion>
              {view.rows.length > 0 && (
                <Text weight="strong">
                  {t('payments.bulk.totalIn', { currency, amount: money(view.totalMinor) })}
                </Text>
              )}
              {view.problems.length > 0 && (
                <Stack space="xsmall">
                  <Text weight="strong">
                    {t('payments.bulk.problemsTitle', { count: view.problems.length })}
                  </Text>
                  <ul>
                    {view.problems.slice(0, 50).map((problem) => (
                      <li key={`${problem.row}-${problem.column}`}>
                        {t('payments.bulk.problemLine', {
                          row: problem.row,
                          column: t(COLUMN_LABEL[problem.column]),
                          problem: t(`payments.bulk.problem.${problem.problem}` as MessageId),
                        })}
                      </li>
                    ))}
                  </ul>
                </Stack>
              )}
              {view.duplicates.length > 0 && (
                <Text tone="caution">
                  {t('payments.bulk.duplicates', {
                    rows: view.duplicates.map((rows) => rows.join(', ')).join('; '),
                  })}
                </Text>
              )}
              {view.rows.length > 0 && (
                <Table
                  aria-label={t('payments.bulk.rows')}
                  columns={columns}
                  rows={lines}
                  dependencies={[view.problems]}
                />
              )}
              <ErrorBanner error={view.error} />
              <Inline space="small">
                <Button variant="secondary" onPress={() => actor.send({ type: 'row.added' })}>
                  {t('payments.bulk.addRow')}
                </Button>
                <Button type="submit" isPending={view.submitting}>
                  {t('payments.bulk.submit')}
                </Button>
              </Inline>
            </Stack>
          </AppForm>
        )}
      </Stack>
    </Page>
  );
}
