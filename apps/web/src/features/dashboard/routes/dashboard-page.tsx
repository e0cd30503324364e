import { Box, Heading, Pagination, Stack, Text } from '@outlay/design-system';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { EntryDrawerProps } from '@/entries/entry-ref';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { dateFormatFor, timeZoneFor } from '@/lib/format/dates';
import { useCompanyDetails } from '@/session/use-company-details';
import { useUserProfile } from '@/session/use-user-profile';
import { useStatistics } from '../api/get-statistics';
import {
  useTransactions,
  useTransactionsChanged,
  useTransactionsPageReader,
} from '../api/get-transactions';
import { DashboardControls } from '../components/dashboard-controls';
import { SortSelect } from '../components/sort-select';
import { SummaryFigures } from '../components/summary-figures';
import { TransactionsTable } from '../components/transactions-table';
import type { EntryRow } from '../model/entry-row';
import { monthSoFar } from '../model/today';
import { useFailureToast } from '../model/use-failure-toast';
import { useDashboardView } from '../model/use-dashboard-view';
import { toQuery, type SortBy, type SortDirection } from '../model/view-state';
import { LoadFailed } from '@/components/load-failed';

const PAGE_SIZE = 10;

// The modal and its drop zone load when Add Receipt is first pressed.
const AddReceiptModal = lazy(() => import('../components/add-receipt-modal'));
/**
 * `/dashboard` (spec part 1 §2.5): the figures by role, the controls, the transactions and
 * their pages, exports and Add Receipt. The whole view lives in the URL. The open row's drawer
 * is another feature's: the app passes it in as `drawer`.
 */
export function DashboardPage({ drawer }: { drawer: (props: EntryDrawerProps) => ReactNode }) {
  const { t } = useTranslator();
  const profile = useUserProfile();
  const company = useCompanyDetails();
  const { view, update } = useDashboardView();
  const query = useMemo(() => toQuery(view), [view]);
  const transactions = useTransactions(query);
  const timeZone = company.data ? timeZoneFor(company.data.cardServiceType) : 'UTC';
  const month = monthSoFar(timeZone);
  const statistics = useStatistics(month.startDate, month.endDate);
  useFailureToast(transactions.error);
  useFailureToast(statistics.error);
  const [receiptFor, setReceiptFor] = useState<EntryRow | null>(null);
  const readPage = useTransactionsPageReader();
  const transactionsChanged = useTransactionsChanged();
  // Stable, so the memoised table skips the renders a figures or profile query causes.
  const sort = useCallback(
    (sortBy: SortBy, sortDirection: SortDirection) => {
      update({ sortBy, sortDirection });
    },
    [update],
  );
  const open = useCallback(
    (row: EntryRow) => {
      update({ entry: { type: row.type, id: row.entryId } });
    },
    [update],
  );
  const sortControl = useMemo(() => <SortSelect view={view} onSort={sort} />, [view, sort]);
  // One object per company, so the memoised table is not drawn again for an equal format.
  const dateFormat = useMemo(
    () => (company.data ? dateFormatFor(company.data) : undefined),
    [company.data],
  );
  const refetchStatistics = statistics.refetch;
  const retryStatistics = useCallback(() => {
    void refetchStatistics();
  }, [refetchStatistics]);
  // Each query's answer re-renders the page at once (react-query's store updates are urgent);
  // the table and the figures draw it in a deferred render, which React splits into short
  // slices, so a settling query no longer blocks the main thread for the whole page's render.
  const shownPage = useDeferredValue(transactions.data);
  const shownStatistics = useDeferredValue(statistics.data);

  if (!profile.data || !dateFormat) return <PageLoading />;
  const page = transactions.data;

  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Stack space="xlarge">
        <Heading level={1}>{t('dashboard.title')}</Heading>
        <SummaryFigures
          role={profile.data.role}
          statistics={shownStatistics}
          failed={statistics.isError}
          onRetry={retryStatistics}
        />
        <DashboardControls view={view} period={shownPage?.period} query={query} update={update} />
        {transactions.isError && !page ? (
          <LoadFailed
            title={t('dashboard.loadError')}
            retryLabel={t('dashboard.retry')}
            onRetry={() => {
              void transactions.refetch();
            }}
          />
        ) : (
          <Stack space="medium">
            <Text size="small" tone="muted">
              <span aria-live="polite">
                {/* A space holds the line until the total comes, so the table stays put. */}
                {shownPage ? t('dashboard.total', { total: shownPage.total }) : '\u00a0'}
              </span>
            </Text>
            <TransactionsTable
              entries={shownPage?.transactions}
              pageSize={shownPage?.pageSize ?? PAGE_SIZE}
              view={view}
              dateFormat={dateFormat}
              onSort={sort}
              onOpen={open}
              onAddReceipt={setReceiptFor}
              sortControl={sortControl}
              // Skeleton rows say so themselves; rows of the last answer need aria-busy.
              isBusy={
                shownPage !== undefined && (transactions.isPlaceholderData || shownPage !== page)
              }
            />
            {shownPage && shownPage.pages > 1 && (
              <Pagination
                label={t('dashboard.pagination')}
                page={view.page}
                pageCount={shownPage.pages}
                onPageChange={(next) => {
                  update({ page: next });
                }}
              />
            )}
          </Stack>
        )}
      </Stack>
      {view.entry &&
        drawer({
          entry: view.entry,
          page: view.page,
          pageCount: page?.pages ?? view.page,
          rows: page?.page === view.page - 1 ? page.transactions : undefined,
          loadPage: (number) => readPage(toQuery({ ...view, page: number })),
          onMove: (entry, number) => {
            update({ entry, page: number }, { replace: true });
          },
          onClose: () => {
            update({ entry: null });
          },
          onFilesChanged: transactionsChanged,
        })}
      {receiptFor && (
        <Suspense fallback={null}>
          <AddReceiptModal
            row={receiptFor}
            onClose={() => {
              setReceiptFor(null);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
