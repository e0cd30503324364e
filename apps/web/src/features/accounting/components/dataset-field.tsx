import { Button, Dialog, LiveRegion, Modal, Stack, Text } from '@outlay/design-system';
import { useState, type ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import { type AccountingDataset, useRefreshDatasets } from '../api/refresh-dataset';
import { isRunning } from '../model/job-state';

/** What the pop-up names: "No Category", "No Tax Rate", "No Department" (spec part 2 §8). */
export type NoDataKind = 'category' | 'taxRate' | 'department' | 'trackingCategory';

const datasetOf: Record<NoDataKind, AccountingDataset> = {
  category: 'chartOfAccounts',
  taxRate: 'taxRates',
  department: 'trackingCategories',
  trackingCategory: 'trackingCategories',
};

interface DatasetFieldProps {
  kind: NoDataKind;
  /** The field's label ("Category"), shown above its button when there is nothing to choose. */
  label: string;
  /** The platform's name ("Xero"). */
  integration: string;
  chart: ChartOfAccounts;
  /** The picker, when the platform has something to choose. */
  children: ReactNode;
}

/**
 * A picker, or, when the platform defines nothing to pick, a button that opens the "No data"
 * pop-up (spec part 2 §2.2, §8) with Refresh now: the dataset is pulled again in the
 * background, and the pop-up says how it goes.
 */
export function DatasetField({ kind, label, integration, chart, children }: DatasetFieldProps) {
  const { t } = useTranslator();
  const [isOpen, setOpen] = useState(false);
  const dataset = datasetOf[kind];
  const isEmpty = chart[dataset].length === 0;
  const refresh = useRefreshDatasets();
  const job = chart.datasets.find((status) => status.dataset === dataset)?.refresh ?? null;
  const refreshing = refresh.isPending || (refresh.isSuccess && job !== null && isRunning(job));
  const progress = refresh.isError
    ? messageOf(refresh.error, t)
    : refreshing
      ? t('accounting.noData.refreshing', { integration })
      : refresh.isSuccess
        ? isEmpty
          ? t('accounting.noData.stillEmpty', { integration })
          : t('accounting.noData.refreshed', { integration })
        : '';
  return (
    <>
      {isEmpty ? (
        <Stack space="xsmall">
          <Text size="small" weight="medium">
            {label}
          </Text>
          <Button
            variant="secondary"
            onPress={() => {
              setOpen(true);
            }}
          >
            {t('accounting.noData.open', { label })}
          </Button>
        </Stack>
      ) : (
        children
      )}
      <Modal isOpen={isOpen} onOpenChange={setOpen} size="small">
        <Dialog
          title={t('accounting.noData.title')}
          actions={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                {t('accounting.noData.close')}
              </Button>
              <Button
                isPending={refreshing}
                onPress={() => {
                  refresh.mutate([dataset]);
                }}
              >
                {t('accounting.noData.refresh')}
              </Button>
            </>
          )}
        >
          <Stack space="medium">
            <Text>{t('accounting.noData.message', { kind, integration })}</Text>
            <LiveRegion>{progress}</LiveRegion>
          </Stack>
        </Dialog>
      </Modal>
    </>
  );
}
