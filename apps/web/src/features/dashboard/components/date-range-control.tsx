import { Select, SelectItem, Spinner } from '@outlay/design-system';
import { lazy, Suspense } from 'react';
import { useTranslator } from '../../../i18n/intl';
import { DATE_RANGES, type DashboardView, type DateRangeFilter } from '../model/view-state';

interface DateRangeControlProps {
  view: DashboardView;
  /** The days the server resolved the range to, `YYYY-MM-DD`, to seed a custom range. */
  period: { startDate: string; endDate: string } | undefined;
  onChange: (patch: Partial<DashboardView>) => void;
}

// The range picker and its calendar load only once Custom is chosen.
const CustomRangeFields = lazy(() => import('./custom-range-fields'));

/** The date-range select, Last 30 days by default. */
export function DateRangeControl({ view, period, onChange }: DateRangeControlProps) {
  const { t } = useTranslator();
  return (
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
  );
}

/** For Custom: the range picker, and the Statement View checkbox with its hint. */
export function CustomRangeRow({ view, onChange }: Omit<DateRangeControlProps, 'period'>) {
  const { t } = useTranslator();
  return (
    <Suspense fallback={<Spinner label={t('dashboard.custom.label')} />}>
      <CustomRangeFields view={view} onChange={onChange} />
    </Suspense>
  );
}
