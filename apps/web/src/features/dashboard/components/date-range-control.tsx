import { parseDate } from '@internationalized/date';
import { Checkbox, DateRangePicker, Select, SelectItem, Stack } from '@outlay/design-system';
import { useTranslator } from '../../../i18n/intl';
import { DATE_RANGES, type DashboardView, type DateRangeFilter } from '../model/view-state';

interface DateRangeControlProps {
  view: DashboardView;
  /** The days the server resolved the range to, `YYYY-MM-DD`, to seed a custom range. */
  period: { startDate: string; endDate: string } | undefined;
  onChange: (patch: Partial<DashboardView>) => void;
}

const safeDate = (value: string | null) => {
  try {
    return value === null ? null : parseDate(value);
  } catch {
    return null;
  }
};

/**
 * The date-range select (Last 30 days by default) and, for Custom, the range picker with the
 * Statement View checkbox and its hint.
 */
export function DateRangeControl({ view, period, onChange }: DateRangeControlProps) {
  const { t } = useTranslator();
  const start = safeDate(view.from);
  const end = safeDate(view.to);
  return (
    <Stack space="small">
      <Select
        label={t('dashboard.range.label')}
        value={view.range}
        onChange={(key) => {
          const range = DATE_RANGES.find((item) => item === key);
          if (!range || range === view.range) return;
          // A custom range starts from the days on screen, so switching changes nothing yet.
          onChange(
            range === 'custom'
              ? {
                  range,
                  from: view.from ?? period?.startDate ?? null,
                  to: view.to ?? period?.endDate ?? null,
                }
              : { range, from: null, to: null, statementView: false },
          );
        }}
      >
        {DATE_RANGES.map((range: DateRangeFilter) => (
          <SelectItem key={range} id={range}>
            {t(`dashboard.range.${range}`)}
          </SelectItem>
        ))}
      </Select>
      {view.range === 'custom' && (
        <>
          <DateRangePicker
            label={t('dashboard.custom.label')}
            value={start && end ? { start, end } : null}
            onChange={(value) => {
              if (value) onChange({ from: value.start.toString(), to: value.end.toString() });
            }}
          />
          <Checkbox
            isSelected={view.statementView}
            onChange={(statementView) => {
              onChange({ statementView });
            }}
            description={t('dashboard.statementView.hint')}
          >
            {t('dashboard.statementView')}
          </Checkbox>
        </>
      )}
    </Stack>
  );
}
