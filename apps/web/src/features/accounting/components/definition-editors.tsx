import type { TrackingStyle } from '@outlay/api-client';
import { Button, Checkbox, Inline, Stack } from '@outlay/design-system';
import { useState } from 'react';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import { useTranslator } from '@/i18n/intl';
import type { MappingRow } from '../model/mapping-row';
import { CategoryPicker } from './category-picker';
import { TrackingPickers } from './tracking-pickers';

export { TaxRatePicker } from './tax-rate-picker';

// The mapping table's cell editors, loaded apart from the table (definition-cells.tsx): the
// searchable lists and the tracking tree are drawn only in a cell's popover.

/**
 * The category editor: the searchable list, and for admins the choice to make it the rule for
 * the merchant's transactions to come.
 */
export function CategoryEditor({
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

/** The tracking editor: the choices are applied together, or cancelled with Escape. */
export function TrackingEditor({
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
