import type { Entry } from '@outlay/api-client';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  Inline,
  type SortDescriptor,
  Table,
  Text,
} from '@outlay/design-system';
import { MAX_DASHBOARD_RECEIPTS } from '@outlay/rules';
import { memo, useMemo, type ReactNode } from 'react';
import {
  isSkeletonRow,
  type LoadingColumn,
  type SkeletonRow,
  skeletonRows,
  withSkeletonCells,
} from '@/components/skeleton-rows';
import { useTranslator } from '@/i18n/intl';
import { type DateFormat, formatDate } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import { type EntryRow, toEntryRow } from '../model/entry-row';
import type { DashboardView, SortBy } from '../model/view-state';

interface TransactionsTableProps {
  /** Undefined until the first page arrives: skeleton rows hold the table's place. */
  entries: readonly Entry[] | undefined;
  pageSize: number;
  view: DashboardView;
  dateFormat: DateFormat;
  onSort: (sortBy: SortBy, sortDirection: DashboardView['sortDirection']) => void;
  onOpen: (row: EntryRow) => void;
  onAddReceipt: (row: EntryRow) => void;
  /** Above the cards, where the sortable headers are hidden: the sort select. */
  sortControl?: ReactNode;
  /** The rows shown are the last answer's while the next page, sort or filter loads. */
  isBusy?: boolean;
}

/**
 * The transactions: Merchant, Status, User, Date, Receipt, Amount. Merchant, Date and Amount
 * sort on the server; a row opens the entry; cards (with a sort select above them) when the
 * table is narrower than the md breakpoint. Memoised: the dashboard re-renders as each of its
 * queries settles (figures, profile), and the table, the page's largest part, need not.
 */
export const TransactionsTable = memo(function TransactionsTable({
  entries,
  pageSize,
  view,
  dateFormat,
  onSort,
  onOpen,
  onAddReceipt,
  sortControl,
  isBusy = false,
}: TransactionsTableProps) {
  const { t, locale } = useTranslator();
  // The rows and columns stay the same objects until what they show changes, so the table
  // keeps the cells it drew.
  const rows: (EntryRow | SkeletonRow)[] = useMemo(
    () => (entries ? entries.map(toEntryRow) : skeletonRows(pageSize)),
    [entries, pageSize],
  );
  const columns = useMemo(() => {
    const entryColumns: LoadingColumn<EntryRow>[] = [
      {
        id: 'merchant',
        name: t('dashboard.column.merchant'),
        isRowHeader: true,
        allowsSorting: true,
        render: (row) => (
          <Inline space="small" alignY="center">
            {/* The logo (or the initials) beside the name, which says the same: decorative. */}
            <Avatar name={row.merchant} src={row.iconUrl ?? undefined} size="small" isDecorative />
            <Text weight="strong">{row.merchant}</Text>
          </Inline>
        ),
      },
      {
        id: 'status',
        name: t('dashboard.column.status'),
        skeletonWidth: '1/2',
        render: (row) => <Badge tone={row.status.tone}>{t(row.status.label)}</Badge>,
      },
      {
        id: 'user',
        name: t('dashboard.column.user'),
        render: (row) => row.user ?? t('dashboard.dash'),
      },
      {
        id: 'date',
        name: t('dashboard.column.date'),
        allowsSorting: true,
        skeletonWidth: '1/2',
        render: (row) => formatDate(row.date, dateFormat),
      },
      {
        id: 'receipt',
        name: t('dashboard.column.receipt'),
        skeletonWidth: '1/2',
        render: (row) => {
          if (row.receipts === null) return t('dashboard.dash');
          return (
            <Inline space="small">
              {row.receipts > 0 && (
                <Text size="small">{t('dashboard.receipt.count', { count: row.receipts })}</Text>
              )}
              {row.receipts < MAX_DASHBOARD_RECEIPTS && (
                <Button
                  size="small"
                  variant="quiet"
                  aria-label={t('dashboard.receipt.addFor', { merchant: row.merchant })}
                  onPress={() => {
                    onAddReceipt(row);
                  }}
                >
                  {t('dashboard.receipt.add')}
                </Button>
              )}
            </Inline>
          );
        },
      },
      {
        id: 'amount',
        name: t('dashboard.column.amount'),
        align: 'end',
        allowsSorting: true,
        skeletonWidth: '1/2',
        render: (row) => (
          <span>
            <Text weight="strong">
              {formatAmount(row.amount, { currency: row.currency, locale })}
            </Text>
            {row.local && (
              <Text size="small" tone="muted">
                {' '}
                {formatAmount(row.local.amount, { currency: row.local.currency, locale })}
              </Text>
            )}
          </span>
        ),
      },
    ];
    return withSkeletonCells(entryColumns, t('dashboard.loading'));
  }, [t, locale, dateFormat, onAddReceipt]);
  const sortColumn: Record<SortBy, string> = {
    date: 'date',
    merchant: 'merchant',
    amount: 'amount',
  };
  const sortDescriptor: SortDescriptor = {
    column: sortColumn[view.sortBy],
    direction: view.sortDirection === 'ASC' ? 'ascending' : 'descending',
  };
  return (
    <Table
      aria-label={t('dashboard.table.label')}
      columns={columns}
      rows={rows}
      collapseBelow="md"
      collapsedToolbar={sortControl}
      isBusy={isBusy}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        const sortBy = (['date', 'merchant', 'amount'] as const).find(
          (id) => id === descriptor.column,
        );
        if (sortBy) onSort(sortBy, descriptor.direction === 'ascending' ? 'ASC' : 'DESC');
      }}
      onRowAction={(key) => {
        const row = rows.find((candidate) => candidate.id === key);
        if (row && !isSkeletonRow(row)) onOpen(row);
      }}
      emptyState={
        <EmptyState
          title={t('dashboard.empty')}
          description={t('dashboard.empty.description')}
          headingLevel={2}
        />
      }
    />
  );
});
