import type { TrackingStyle } from '@outlay/api-client';
import { Button, Checkbox, EditableCell, Inline, Stack } from '@outlay/design-system';
import { useState, type ReactNode } from 'react';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import { accountLabel, CategoryPicker } from './category-picker';
import { TaxRatePicker } from './tax-rate-picker';
import { TrackingPickers } from './tracking-pickers';
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
      editor={editor}
    >
      {shown.text}
    </EditableCell>
  );
}

/**
 * The category editor: the searchable list, and for admins the choice to make it the rule for
 * the merchant's transactions to come.
 */
function CategoryEditor({
  row,
  chart,
  canMakeRule,
  onChange,
  close,
}: {
  row: MappingRow;
  chart: ChartOfAccounts;
  canMakeRule: boolean;
  onChange: (categoryId: string, asRule: boolean) => void;
  close: () => void;
}) {
  const { t } = useTranslator();
  const [asRule, setAsRule] = useState(false);
  const merchant = row.transaction.merchant;
  return (
    <Stack space="medium">
      <CategoryPicker
        accounts={chart.chartOfAccounts}
        // A suggestion is not chosen yet: picking the suggested category must count as a
        // choice (a list does not report choosing the value it already holds).
        value={row.source === 'suggested' ? null : row.definition.categoryId}
        autoFocus
        onChange={(categoryId) => {
          onChange(categoryId, asRule);
          close();
        }}
      />
      {canMakeRule && merchant && (
        <Checkbox isSelected={asRule} onChange={setAsRule}>
          {t('accounting.table.makeRule', { merchant: merchant.merchant_clean_detail.nameClean })}
        </Checkbox>
      )}
    </Stack>
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
        <TaxRatePicker
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

/** The tracking editor: the choices are applied together, or cancelled with Escape. */
function TrackingEditor({
  chart,
  trackingStyle,
  initial,
  onApply,
  onCancel,
}: {
  chart: ChartOfAccounts;
  trackingStyle: TrackingStyle;
  initial: readonly string[];
  onApply: (ids: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslator();
  const [chosen, setChosen] = useState<string[]>([...initial]);
  return (
    <Stack space="medium">
      <TrackingPickers
        categories={chart.trackingCategories}
        trackingStyle={trackingStyle}
        value={chosen}
        onChange={setChosen}
        autoFocus
      />
      <Inline space="small" align="right">
        <Button variant="secondary" size="small" onPress={onCancel}>
          {t('accounting.table.cancel')}
        </Button>
        <Button
          size="small"
          onPress={() => {
            onApply(chosen);
          }}
        >
          {t('accounting.table.apply')}
        </Button>
      </Inline>
    </Stack>
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
