import type { TrackingStyle } from '@outlay/api-client';
import { EditableCell, Spinner } from '@outlay/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import { accountLabel } from '../model/account-label';
import { optionName } from '../model/tracking';
import { useTranslator } from '@/i18n/intl';
import type { MappingRow } from '../model/mapping-row';

interface CellProps {
  row: MappingRow;
  chart: ChartOfAccounts;
  isInvalid: boolean;
}

interface Shown {
  text: string;
  muted: boolean;
}

/**
 * The value a cell shows: the chosen item's name (an id the chart no longer has reads
 * "unknown"), marked when it is only the rules' suggestion; nothing chosen, the placeholder.
 */
function useShown(
  row: MappingRow,
  chosen: { id: string | null; name: string | undefined },
  placeholder: string,
): Shown {
  const { t } = useTranslator();
  if (chosen.id === null) return { text: placeholder, muted: true };
  const value = chosen.name ?? t('accounting.table.unknown');
  if (row.source === 'suggested')
    return { text: t('accounting.table.suggested', { value }), muted: true };
  return { text: value, muted: false };
}

// The editors (searchable lists, the tracking tree) open in a popover when a cell is pressed:
// their code loads once the table has painted (`preloadDefinitionEditors`) or, pressed before,
// then, with a spinner named for the field in the popover meanwhile.
const loadEditors = () => import('./definition-editors');
const CategoryEditor = lazy(() =>
  loadEditors().then((module) => ({ default: module.CategoryEditor })),
);
const TaxRateEditor = lazy(() =>
  loadEditors().then((module) => ({ default: module.TaxRatePicker })),
);
const TrackingEditor = lazy(() =>
  loadEditors().then((module) => ({ default: module.TrackingEditor })),
);

/** Loads the cells' editors ahead of a press (the table calls it once it has painted). */
export function preloadDefinitionEditors(): void {
  loadEditors().catch(() => undefined);
}

/** One field of a row's definition: what it holds (or asks for), edited in its popover. */
function DefinitionCell({
  row,
  field,
  shown,
  isInvalid,
  editor,
}: {
  row: MappingRow;
  field: string;
  shown: Shown;
  isInvalid: boolean;
  editor: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslator();
  return (
    <EditableCell
      aria-label={t('accounting.table.cell', {
        value: shown.text,
        field,
        merchant: row.transaction.title,
      })}
      editorTitle={field}
      tone={shown.muted ? 'muted' : 'standard'}
      isDisabled={row.isLocked}
      isInvalid={isInvalid}
      editor={(close) => <Suspense fallback={<Spinner label={field} />}>{editor(close)}</Suspense>}
    >
      {shown.text}
    </EditableCell>
  );
}

export function CategoryCell({
  row,
  chart,
  isInvalid,
  canMakeRule,
  onChange,
}: CellProps & { canMakeRule: boolean; onChange: (categoryId: string, asRule: boolean) => void }) {
  const { t } = useTranslator();
  const account = chart.chartOfAccounts.find((item) => item.id === row.definition.categoryId);
  const shown = useShown(
    row,
    { id: row.definition.categoryId, name: account && accountLabel(account) },
    t('accounting.table.chooseCategory'),
  );
  return (
    <DefinitionCell
      row={row}
      field={t('accounting.category')}
      shown={shown}
      isInvalid={isInvalid}
      editor={(close) => (
        <CategoryEditor
          row={row}
          chart={chart}
          canMakeRule={canMakeRule}
          onChange={onChange}
          close={close}
        />
      )}
    />
  );
}

export function TaxRateCell({
  row,
  chart,
  isInvalid,
  onChange,
}: CellProps & { onChange: (taxRateId: string) => void }) {
  const { t } = useTranslator();
  const rate = chart.taxRates.find((item) => item.id === row.definition.taxRateId);
  const shown = useShown(
    row,
    { id: row.definition.taxRateId, name: rate?.name },
    t('accounting.table.chooseTaxRate'),
  );
  return (
    <DefinitionCell
      row={row}
      field={t('accounting.taxRate')}
      shown={shown}
      isInvalid={isInvalid}
      editor={(close) => (
        <TaxRateEditor
          taxRates={chart.taxRates}
          value={row.source === 'suggested' ? null : row.definition.taxRateId}
          autoFocus
          onChange={(taxRateId) => {
            onChange(taxRateId);
            close();
          }}
        />
      )}
    />
  );
}

export function TrackingCell({
  row,
  chart,
  isInvalid,
  trackingStyle,
  onChange,
}: CellProps & { trackingStyle: TrackingStyle; onChange: (ids: string[]) => void }) {
  const { t } = useTranslator();
  const label = t('accounting.tracking.label', { style: trackingStyle });
  if (chart.trackingCategories.length === 0) {
    return t('accounting.table.noTracking');
  }
  const names = row.definition.trackingCategoryIds.map(
    (id) => optionName(chart.trackingCategories, id) ?? t('accounting.table.unknown'),
  );
  return (
    <DefinitionCell
      row={row}
      field={label}
      shown={
        names.length > 0
          ? { text: names.join(', '), muted: false }
          : { text: t('accounting.table.chooseTracking', { label }), muted: true }
      }
      isInvalid={isInvalid}
      editor={(close) => (
        <TrackingEditor
          chart={chart}
          trackingStyle={trackingStyle}
          initial={row.definition.trackingCategoryIds}
          onApply={(ids) => {
            onChange(ids);
            close();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
