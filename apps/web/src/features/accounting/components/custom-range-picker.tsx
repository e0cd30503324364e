import { parseDate } from '@internationalized/date';
import { DateRangePicker } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { MappingView } from '../model/mapping-view';

const safeDate = (value: string | null) => {
  try {
    return value === null ? null : parseDate(value);
  } catch {
    return null;
  }
};

/**
 * A custom range's days (MM DD YYYY), typed or picked from the calendar: loaded apart from the
 * toolbar (mapping-toolbar.tsx), with the calendar and date libraries it brings.
 */
export default function CustomRangePicker({
  view,
  onChange,
}: {
  view: MappingView;
  onChange: (patch: Partial<MappingView>) => void;
}) {
  const { t } = useTranslator();
  const start = safeDate(view.from);
  const end = safeDate(view.to);
  return (
    <DateRangePicker
      label={t('accounting.range.custom')}
      value={start && end ? { start, end } : null}
      onChange={(value) => {
        if (value) onChange({ from: value.start.toString(), to: value.end.toString() });
      }}
    />
  );
}
