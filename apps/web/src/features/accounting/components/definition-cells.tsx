import type { TrackingStyle } from '@outlay/api-client';
import { Button, Checkbox, EditableCell, Inline, Stack } from '@outlay/design-system';
import { useState } from 'react';
import type { ChartOfAccounts } from '../../../accounting/api/chart-of-accounts';
import { accountLabel, CategoryPicker } from '../../../accounting/components/category-picker';
import { TaxRatePicker } from '../../../accounting/components/tax-rate-picker';
import { TrackingPickers } from '../../../accounting/components/tracking-pickers';
import { optionName } from '../../../accounting/model/tracking';
import { useTranslator } from '../../../i18n/intl';
import type { MappingRow } from '../model/mapping-row';

interface CellProps {
  row: MappingRow;
  chart: ChartOfAccounts;
  isInvalid: boolean;
}

/** The value a cell shows, marked when it is only the rules' suggestion. */
function useShown(row: MappingRow, value: string | null, placeholder: string) {
  const { t } = useTranslator();
  if (value === null) return { text: placeholder, muted: true };
  if (row.source === 'suggested')
    return { text: t('accounting.table.suggested', { value }), muted: true };
  return { text: value, muted: false };
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
  const value = account
    ? accountLabel(account)
    : row.definition.categoryId === null
      ? null
      : t('accounting.table.unknown');
  const shown = useShown(row, value, t('accounting.table.chooseCategory'));
  return (
    <EditableCell
      aria-label={t('accounting.table.cell', {
        value: shown.text,
        field: t('accounting.category'),
        merchant: row.transaction.title,
      })}
      editorTitle={t('accounting.category')}
      tone={shown.muted ? 'muted' : 'standard'}
      isDisabled={row.isLocked}
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
    >
      {shown.text}
    </EditableCell>
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
  const value = rate
    ? rate.name
    : row.definition.taxRateId === null
      ? null
      : t('accounting.table.unknown');
  const shown = useShown(row, value, t('accounting.table.chooseTaxRate'));
  return (
    <EditableCell
      aria-label={t('accounting.table.cell', {
        value: shown.text,
        field: t('accounting.taxRate'),
        merchant: row.transaction.title,
      })}
      editorTitle={t('accounting.taxRate')}
      tone={shown.muted ? 'muted' : 'standard'}
      isDisabled={row.isLocked}
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
    >
      {shown.text}
    </EditableCell>
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
  const shown =
    names.length > 0 ? names.join(', ') : t('accounting.table.chooseTracking', { label });
  return (
    <EditableCell
      aria-label={t('accounting.table.cell', {
        value: shown,
        field: label,
        merchant: row.transaction.title,
      })}
      editorTitle={label}
      tone={names.length > 0 ? 'standard' : 'muted'}
      isDisabled={row.isLocked}
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
    >
      {shown}
    </EditableCell>
  );
}
