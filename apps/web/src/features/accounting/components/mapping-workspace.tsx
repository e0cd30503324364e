import type { Company } from '@outlay/api-client';
import {
  Banner,
  Button,
  Inline,
  Pagination,
  type Selection,
  Skeleton,
  Stack,
  Text,
  showToast,
} from '@outlay/design-system';
import { useState } from 'react';
import { useChartOfAccounts } from '../api/chart-of-accounts';
import { useSaveRowDefinition } from '../api/save-definition';
import { useTaxRateRules } from '../api/tax-rate-rules';
import { type Definition, isComplete, withCategory } from '../model/definition';
import { useTranslator } from '@/i18n/intl';
import { dateFormatFor, timeZoneFor } from '@/lib/format/dates';
import { messageOf } from '@/lib/message-of';
import type { AccountingConnection } from '../api/get-connection';
import { useIncompleteTransactions } from '../api/get-incomplete-transactions';
import { usePushTransactions } from '../api/push-transactions';
import { useResyncRow } from '../api/resync-transactions';
import { useAddMerchantRule } from '../api/save-categorization-rules';
import { type MappingRow, mappingRow } from '../model/mapping-row';
import { PAGE_SIZE, serializeView, toQuery } from '../model/mapping-view';
import { pushProblem } from '../model/push-check';
import { pushProgress } from '../model/push-progress';
import { useMappingView } from '../model/use-mapping-view';
import { useUnsavedDrafts } from '../model/unsaved-drafts';
import { DatasetsStatus } from './datasets-status';
import { FailuresBanner } from './failures-banner';
import { MappingTable } from './mapping-table';
import { MappingToolbar } from './mapping-toolbar';
import { PushAnnouncer } from './push-announcer';
import { UnsavedBanner } from './unsaved-banner';
import { AccountingLoadFailed } from './accounting-load-failed';

interface Notice {
  message: string;
  /** The rows the warning is about, marked in the table. */
  rowIds: number[];
}

/**
 * `/accounting`'s transactions (spec part 2 §2.6): the incomplete transactions of the period,
 * edited in place, selected and pushed; rows just pushed stay in place as the job queue
 * settles them, and the live region says how the push went. The synced history lists what the
 * platform has, with when it was synced. An edit the server cannot take yet stays, saying what
 * it needs.
 */
export function MappingWorkspace({
  connection,
  company,
  canEditRules,
}: {
  connection: AccountingConnection;
  company: Company;
  /** Admins edit the accounting rules. */
  canEditRules: boolean;
}) {
  const { t } = useTranslator();
  const { view, update } = useMappingView();
  const integration = connection.platform.name;
  // UI state: the rows pushed from this page (kept in the list as they settle), the last push,
  // edits not yet saved (a category without its tax rate, kept in the tab), the selection and
  // the last warning.
  const [pinned, setPinned] = useState<number[]>([]);
  const [batch, setBatch] = useState<number[] | null>(null);
  const [drafts, setDrafts] = useUnsavedDrafts(connection.integrationCompanyId);
  const [selection, setSelection] = useState<{ view: string; keys: Selection }>({
    view: '',
    keys: new Set(),
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  // Nothing of the workspace shows until its first rows, chart and rules are in, then all of it
  // at once: drawn as each arrived, the banners and the table pushed what was below them down.
  const [drawn, setDrawn] = useState(false);

  const chart = useChartOfAccounts();
  const rules = useTaxRateRules();
  const list = useIncompleteTransactions(toQuery(view, pinned));
  const viewKey = serializeView(view);
  const selectedKeys = selection.view === viewKey ? selection.keys : new Set<number>();

  const rows = (list.data?.transactions ?? []).map((transaction) =>
    mappingRow(transaction, drafts.get(transaction.id)?.definition),
  );
  const selected = rows.filter(
    (row) => !row.isLocked && (selectedKeys === 'all' || selectedKeys.has(row.id)),
  );

  function forget(ids: readonly number[]) {
    setDrafts((all) => new Map([...all].filter(([id]) => !ids.includes(id))));
  }

  // Rows the job queue took stay on this page while they settle, and the live region follows
  // their push.
  function queued(ids: readonly number[]) {
    setPinned((all) => [...new Set([...all, ...ids])].slice(-250));
    setBatch([...ids]);
  }

  const save = useSaveRowDefinition(connection.integrationCompanyId, {
    onSuccess: (_section, { row }) => {
      forget([row.id]);
    },
    onError: (error, { row }) => {
      setNotice({ message: messageOf(error, t, 'accounting.saveFailed'), rowIds: [row.id] });
    },
  });

  function commit(row: MappingRow, definition: Definition) {
    setDrafts((all) => new Map(all).set(row.id, { definition, title: row.transaction.title }));
    if (notice?.rowIds.includes(row.id)) setNotice(null);
    // Saving needs both (spec part 2 §5): otherwise the edit waits, and the banner of unsaved
    // edits says what it needs.
    if (isComplete(definition)) save.mutate({ row, definition });
  }

  const push = usePushTransactions(connection, company, {
    onSuccess: (result, targets) => {
      forget(targets.map((row) => row.id));
      setSelection({ view: viewKey, keys: new Set() });
      queued(result.transactionIds);
      showToast({
        tone: 'success',
        description: t('accounting.push.queued', { count: result.queued, integration }),
      });
    },
    onError: (error) => {
      setNotice({ message: messageOf(error, t, 'accounting.push.failed'), rowIds: [] });
    },
  });

  // A merchant → category rule from the table.
  const makeRule = useAddMerchantRule({
    onSuccess: () => {
      showToast({ tone: 'success', description: t('accounting.rules.merchantAdded') });
    },
    onError: (error) => {
      setNotice({ message: messageOf(error, t), rowIds: [] });
    },
  });

  const retry = useResyncRow({
    onSuccess: (result) => {
      queued(result.transactionIds);
    },
    onError: (error, row) => {
      setNotice({ message: messageOf(error, t, 'accounting.push.failed'), rowIds: [row.id] });
    },
  });

  function sync() {
    if (!chart.data) return;
    const problem = pushProblem(
      selected,
      chart.data,
      integration,
      connection.settings.isTrackingCategoriesAllowed,
    );
    if (problem) {
      setNotice({ message: t(problem.id, problem.values), rowIds: problem.rowIds });
      return;
    }
    setNotice(null);
    push.mutate(selected);
  }

  if (chart.isError || rules.isError || (list.isError && !list.data)) {
    return <AccountingLoadFailed queries={[chart, rules, list]} />;
  }
  const page = list.data;
  const complete = page !== undefined && chart.data !== undefined && rules.data !== undefined;
  if (complete && !drawn) setDrawn(true);
  if (!drawn && !complete) return <Skeleton lines={6} label={t('accounting.loading')} />;
  const dateFormat = dateFormatFor(company);
  // The edits that wait for their other half (a complete one is being saved).
  const missing = new Map([...drafts].filter(([, draft]) => !isComplete(draft.definition)));
  return (
    <Stack space="large">
      <MappingToolbar
        view={view}
        period={page?.period}
        failedToSync={page?.failedToSync ?? 0}
        onChange={update}
      />
      {page && (
        <FailuresBanner
          failedToSync={page.failedToSync}
          reasons={page.transactionSyncFailureMessageSet}
          failedOnly={view.failedOnly}
          onShowFailed={() => {
            update({ failedOnly: true, synced: false });
          }}
        />
      )}
      {chart.data && <DatasetsStatus chart={chart.data} integration={integration} compact />}
      <Inline space="medium" alignY="center">
        {!view.synced && (
          <Button isPending={push.isPending} isDisabled={selected.length === 0} onPress={sync}>
            {t('accounting.sync.button', { count: selected.length })}
          </Button>
        )}
        <Text size="small" tone="muted">
          <span aria-live="polite">
            {page
              ? t(view.synced ? 'accounting.total.synced' : 'accounting.total', {
                  total: page.total,
                })
              : '\u00a0'}
          </span>
        </Text>
      </Inline>
      <UnsavedBanner drafts={missing} />
      {notice && (
        <Banner
          tone="warning"
          announce="assertive"
          onDismiss={() => {
            setNotice(null);
          }}
        >
          {notice.message}
        </Banner>
      )}
      <PushAnnouncer progress={batch ? pushProgress(batch, rows) : null} />
      {page && chart.data && rules.data ? (
        <MappingTable
          rows={rows}
          chart={chart.data}
          trackingStyle={connection.platform.trackingStyle}
          dateFormat={dateFormat}
          timeZone={timeZoneFor(company.cardServiceType)}
          selectedKeys={selectedKeys}
          onSelectionChange={(keys) => {
            setSelection({ view: viewKey, keys });
          }}
          invalidIds={notice?.rowIds ?? []}
          missing={missing}
          isHistory={view.synced}
          integration={integration}
          retryingIds={retry.isPending ? [retry.variables.id] : []}
          canMakeRules={canEditRules}
          onCategory={(row, categoryId, asRule) => {
            commit(row, withCategory(row.definition, categoryId, rules.data));
            const merchantId = row.transaction.merchant?.merchantId;
            if (asRule && merchantId !== undefined) makeRule.mutate({ merchantId, categoryId });
          }}
          onTaxRate={(row, taxRateId) => {
            commit(row, { ...row.definition, taxRateId });
          }}
          onTracking={(row, trackingCategoryIds) => {
            commit(row, { ...row.definition, trackingCategoryIds });
          }}
          onRetry={(row) => {
            retry.mutate(row);
          }}
          isFiltered={view.search !== '' || view.failedOnly}
        />
      ) : (
        <Skeleton lines={6} label={t('accounting.loading')} />
      )}
      {page && page.total > PAGE_SIZE && (
        <Pagination
          label={t('accounting.pagination')}
          page={view.page}
          pageCount={Math.ceil(page.total / PAGE_SIZE)}
          onPageChange={(next) => {
            update({ page: next });
          }}
        />
      )}
    </Stack>
  );
}
