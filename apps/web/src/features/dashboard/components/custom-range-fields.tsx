import { parseDate } from '@internationalized/date';
import { Box, Checkbox, DateRangePicker, Inline } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { DashboardView } from '../model/view-state';

const safeDate = (value: string | null) => {
  try {
    return value === null ? null : parseDate(value);
  } catch {
    return null;
  }
};

interface CustomRangeFieldsProps {
  view: DashboardView;
  onChange: (patch: Partial<DashboardView>) => void;
}

/** The custom range picker (MM DD YYYY) and the Statement View checkbox with its hint. */
export default function CustomRangeFields({ view, onChange }: CustomRangeFieldsProps) {
  const { t } = useTranslator();
  const start = safeDate(view.from);
  const end = safeDate(view.to);
  return (
    <Inline space="large" alignY="top">
      <DateRangePicker
        label={t('dashboard.custom.label')}
        value={start && end ? { start, end } : null}
        onChange={(value) => {
          if (value) onChange({ from: value.start.toString(), to: value.end.toString() });
        }}
      />
      {/* The hint reads best in a column, not stretched across the page. */}
      <Box maxWidth="measure" paddingTop="xlarge">
        <Checkbox
          isSelected={view.statementView}
          onChange={(statementView) => {
            onChange({ statementView });
          }}
          description={t('dashboard.statementView.hint')}
        >
          {t('dashboard.statementView')}
        </Checkbox>
      </Box>
    </Inline>
  );
}
