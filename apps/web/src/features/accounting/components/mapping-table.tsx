import type { TrackingStyle } from '@outlay/api-client';
import {
  EmptyState,
  type Selection,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import { useEffect } from 'react';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import { useTranslator } from '@/i18n/intl';
import { type DateFormat, formatDate } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import type { MappingRow } from '../model/mapping-row';
import type { UnsavedDrafts } from '../model/unsaved-drafts';
import { whenIdle } from '@/lib/when-idle';
import {
  CategoryCell,
  preloadDefinitionEditors,
  TaxRateCell,
  TrackingCell,
} from './definition-cells';
import { SyncCell } from './sync-cell';

export interface MappingTableProps {
  rows: readonly MappingRow[];
  chart: ChartOfAccounts;
  trackingStyle: TrackingStyle;
  dateFormat: DateFormat;
  timeZone: string;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** Rows a warning names, marked until they change. */
  invalidIds: readonly number[];
  /** Edits waiting for their category or tax rate: the missing one is marked. */
  missing: UnsavedDrafts;
  /** The synced history: nothing to select, and its own name and empty state. */
  isHistory: boolean;
  integration: string;
  retryingIds: readonly number[];
  /** `asRule`: the admin asked to make it the merchant's rule too. */
  onCategory: (row: MappingRow, categoryId: string, asRule: boolean) => void;
  /** Admins may turn a choice into the merchant's rule. */
  canMakeRules: boolean;
  onTaxRate: (row: MappingRow, taxRateId: string) => void;
  onTracking: (row: MappingRow, ids: string[]) => void;
  onRetry: (row: MappingRow) => void;
  isFiltered: boolean;
}

/**
 * The mapping table of spec part 2 §2.6: Merchant, synced-at, Amount, Person, Date, accounting
 * category, Tax Rate, tracking categories, Receipt, Memo, Sync. A grid: arrow keys move
 * between cells, Enter edits a category, tax rate or tracking cell and Escape cancels, Space
 * selects the row.
 */
export function MappingTable(props: MappingTableProps) {
  const { t, locale, intl } = useTranslator();
  const { chart, trackingStyle, dateFormat, timeZone, invalidIds, retryingIds, missing } = props;
  const lacks = (row: MappingRow, field: 'categoryId' | 'taxRateId') =>
    missing.get(row.id)?.definition[field] === null;
  const dash = t('accounting.table.dash');
  // The cells' editors are fetched once the table has painted, before a cell is pressed.
  useEffect(() => whenIdle(preloadDefinitionEditors), []);
  // Built at each render: the cells read the handlers and drafts of this render.
  const columns: TableColumn<MappingRow>[] = [
    {
      id: 'merchant',
      name: t('accounting.column.merchant'),
      isRowHeader: true,
      render: (row) => row.transaction.title,
    },
    {
      id: 'syncedAt',
      name: t('accounting.column.syncedAt'),
      render: (row) =>
        row.transaction.bankTransactionSyncedAt
          ? intl.formatDate(row.transaction.bankTransactionSyncedAt, {
              dateStyle: 'short',
              timeStyle: 'short',
              timeZone,
            })
          : dash,
    },
    {
      id: 'amount',
      name: t('accounting.column.amount'),
      align: 'end',
      noWrap: true,
      // The code under the figure: a long amount keeps the grid within the screen.
      render: (row) => (
        <Stack space="none" align="right">
          {formatAmount(row.transaction.transactionAmount, {
            currency: row.transaction.currency,
            locale,
            withSuffix: false,
          })}
          <Text size="xsmall" tone="muted">
            {row.transaction.currency}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'person',
      name: t('accounting.column.person'),
      render: (row) =>
        row.transaction.person
          ? `${row.transaction.person.firstName} ${row.transaction.person.lastName}`
          : dash,
    },
    {
      id: 'date',
      name: t('accounting.column.date'),
      noWrap: true,
      render: (row) => formatDate(row.transaction.transactionDateTime, dateFormat),
    },
    {
      id: 'category',
      name: t('accounting.column.category'),
      fill: true,
      render: (row) => (
        <CategoryCell
          row={row}
          chart={chart}
          isInvalid={invalidIds.includes(row.id) || lacks(row, 'categoryId')}
          canMakeRule={props.canMakeRules}
          onChange={(categoryId, asRule) => {
            props.onCategory(row, categoryId, asRule);
          }}
        />
      ),
    },
    {
      id: 'taxRate',
      name: t('accounting.column.taxRate'),
      fill: true,
      render: (row) => (
        <TaxRateCell
          row={row}
          chart={chart}
          isInvalid={invalidIds.includes(row.id) || lacks(row, 'taxRateId')}
          onChange={(taxRateId) => {
            props.onTaxRate(row, taxRateId);
          }}
        />
      ),
    },
    {
      id: 'tracking',
      name: t('accounting.column.tracking', { style: trackingStyle }),
      fill: chart.trackingCategories.length > 0,
      render: (row) => (
        <TrackingCell
          row={row}
          chart={chart}
          trackingStyle={trackingStyle}
          isInvalid={invalidIds.includes(row.id)}
          onChange={(ids) => {
            props.onTracking(row, ids);
          }}
        />
      ),
    },
    {
      id: 'receipt',
      name: t('accounting.column.receipt'),
      render: (row) =>
        t('accounting.table.receipts', {
          count: row.transaction.receiptsCount,
          synced: row.transaction.syncedReceipts,
          pushed: row.state === 'pushed' || row.state === 'partiallySynced' ? 'yes' : 'no',
        }),
    },
    {
      id: 'memo',
      name: t('accounting.column.memo'),
      render: (row) =>
        row.transaction.memo ? (
          <Text size="xsmall" tone="muted">
            {row.transaction.memo}
          </Text>
        ) : (
          dash
        ),
    },
    {
      id: 'sync',
      name: t('accounting.column.sync'),
      render: (row) => (
        <SyncCell row={row} onRetry={props.onRetry} isRetrying={retryingIds.includes(row.id)} />
      ),
    },
  ];
  const empty = props.isHistory
    ? (['accounting.history.empty', 'accounting.history.empty.body'] as const)
    : props.isFiltered
      ? (['accounting.table.emptyFiltered', 'accounting.table.emptyFiltered.body'] as const)
      : (['accounting.table.empty', 'accounting.table.empty.body'] as const);
  return (
    <Table
      aria-label={t(props.isHistory ? 'accounting.history.label' : 'accounting.table.label')}
      // Eleven columns in the width a 1,280 px screen leaves beside the sidebar; narrower than
      // that, each row is a card (issue 43 #15: the grid was 1,682 px wide).
      density="compact"
      collapseBelow="md"
      columns={columns}
      rows={props.rows}
      selectionMode={props.isHistory ? 'none' : 'multiple'}
      showSelectionCheckboxes={!props.isHistory}
      selectedKeys={props.selectedKeys}
      onSelectionChange={props.onSelectionChange}
      disabledKeys={props.rows.filter((row) => row.isLocked).map((row) => row.id)}
      disabledBehavior="selection"
      emptyState={
        <EmptyState
          title={t(empty[0])}
          description={t(empty[1], { integration: props.integration })}
          headingLevel={2}
        />
      }
    />
  );
}
