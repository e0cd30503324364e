import {
  Badge,
  Banner,
  Button,
  FileDropZone,
  Inline,
  Link,
  LiveRegion,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { bulkPaymentActors } from '@outlay/machines/bulk-payment/bulk-payment.actors';
import { bulkPaymentMachine } from '@outlay/machines/bulk-payment/bulk-payment.machine';
import { bulkPaymentView } from '@outlay/machines/bulk-payment/bulk-payment.view';
import { BULK_TEMPLATE, fromMinor } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import type { MessageId } from '@/i18n/message-ids';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { whenIdle } from '@/lib/when-idle';
import { useBulkBatches } from '../api/bulk-batches';
import { usePaymentAccount } from '../api/payment-account';
import { BATCH_STATUS, COLUMN_LABEL } from '../lib/bulk-labels';
import { TEMPLATE_NAME, downloadExcelTemplate } from '../lib/bulk-template';
import { EXCEL_TYPE, readBulkSheet } from '../lib/read-sheet';

// The rows' table (react-aria's grid, some 12 KB) shows once there are rows, which a new batch
// has not: it loads when the browser is next idle after the page has painted.
const loadRowsTable = () =>
  import('../components/bulk-rows-table').then((module) => ({ default: module.BulkRowsTable }));
const BulkRowsTable = lazy(loadRowsTable);

const bulkPaymentFlow = onAppClient(bulkPaymentMachine, bulkPaymentActors);

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

function BulkPaymentFlow({ currency }: { currency: string }) {
  const { t, locale } = useTranslator();
  const batches = useBulkBatches();
  const actor = useActorRef(bulkPaymentFlow, { input: { currency } });
  const view = useSelector(actor, bulkPaymentView, sameView);
  useEffect(() => whenIdle(() => void loadRowsTable()), []);
  const money = (minor: number) => formatAmount(fromMinor(minor, currency), { currency, locale });
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
                <Suspense fallback={null}>
                  <BulkRowsTable
                    rows={view.rows}
                    problems={view.problems}
                    onCellChange={(index, column, value) =>
                      actor.send({ type: 'cell.changed', index, column, value })
                    }
                    onRemove={(index) => actor.send({ type: 'row.removed', index })}
                  />
                </Suspense>
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
