import { parseDate } from '@internationalized/date';
import {
  Checkbox,
  DateRangePicker,
  Inline,
  Select,
  SelectItem,
  Stack,
} from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { MappingView } from '../model/mapping-view';
import { DateRangeSelect } from '@/components/date-range-select';
import { DebouncedSearch } from '@/components/debounced-search';

const safeDate = (value: string | null) => {
  try {
    return value === null ? null : parseDate(value);
  } catch {
    return null;
  }
};

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
  const start = safeDate(view.from);
  const end = safeDate(view.to);
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
          <DateRangePicker
            label={t('accounting.range.custom')}
            value={start && end ? { start, end } : null}
            onChange={(value) => {
              if (value) onChange({ from: value.start.toString(), to: value.end.toString() });
            }}
          />
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
