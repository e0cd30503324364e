import { Spinner } from '@outlay/design-system';
import { lazy, Suspense } from 'react';
import { DateRangeSelect } from '@/components/date-range-select';
import { useTranslator } from '@/i18n/intl';
import type { DashboardView } from '../model/view-state';

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
    <DateRangeSelect
      label={t('dashboard.range.label')}
      optionLabel={(range) => t(`dashboard.range.${range}`)}
      value={view}
      period={period}
      onChange={(next) => {
        // Statement View belongs to a custom range: a preset turns it off.
        onChange(next.range === 'custom' ? next : { ...next, statementView: false });
      }}
    />
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
