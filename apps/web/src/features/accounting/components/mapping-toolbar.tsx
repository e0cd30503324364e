import { Checkbox, Inline, Select, SelectItem, Spinner, Stack } from '@outlay/design-system';
import { lazy, Suspense } from 'react';
import { useTranslator } from '@/i18n/intl';
import type { MappingView } from '../model/mapping-view';
import { DateRangeSelect } from '@/components/date-range-select';
import { DebouncedSearch } from '@/components/debounced-search';

// The custom range's picker, its calendar and date libraries load when Custom is chosen, or at
// once when the page opens on a custom range (the link says so): the toolbar waits for the
// page's queries, by which time the picker is in and takes its place as the toolbar appears.
const loadCustomRangePicker = () => import('./custom-range-picker');
const CustomRangePicker = lazy(loadCustomRangePicker);
if (new URLSearchParams(window.location.search).get('range') === 'custom') {
  loadCustomRangePicker().catch(() => undefined);
}

interface MappingToolbarProps {
  view: MappingView;
  /** The days the server resolved the range to, to start a custom range from. */
  period: { startDate: string; endDate: string } | undefined;
  failedToSync: number;
  onChange: (patch: Partial<MappingView>, options?: { replace?: boolean }) => void;
}

/**
 * The rows to sync or the synced history, search, the date range (a custom one with its days)
 * and the failed-to-sync filter (of the rows to sync).
 */
export function MappingToolbar({ view, period, failedToSync, onChange }: MappingToolbarProps) {
  const { t } = useTranslator();
  return (
    <Stack space="medium">
      <Inline space="medium" alignY="bottom">
        <Select
          label={t('accounting.show')}
          value={view.synced ? 'synced' : 'toSync'}
          onChange={(key) => {
            const synced = key === 'synced';
            if (synced !== view.synced) onChange({ synced, failedOnly: false });
          }}
        >
          <SelectItem id="toSync">{t('accounting.show.option', { show: 'toSync' })}</SelectItem>
          <SelectItem id="synced">{t('accounting.show.option', { show: 'synced' })}</SelectItem>
        </Select>
        <DebouncedSearch
          label={t('accounting.search')}
          hideLabel
          value={view.search}
          onSearch={(search) => {
            onChange({ search }, { replace: true });
          }}
        />
        <DateRangeSelect
          label={t('accounting.range')}
          optionLabel={(range) => t('accounting.range.option', { range })}
          value={view}
          period={period}
          onChange={onChange}
        />
        {view.range === 'custom' && (
          <Suspense fallback={<Spinner label={t('accounting.range.custom')} />}>
            <CustomRangePicker view={view} onChange={onChange} />
          </Suspense>
        )}
      </Inline>
      {!view.synced && (
        <Checkbox
          isSelected={view.failedOnly}
          onChange={(failedOnly) => {
            onChange({ failedOnly });
          }}
        >
          {t('accounting.failedOnly', { count: failedToSync })}
        </Checkbox>
      )}
    </Stack>
  );
}
