import { Select, SelectItem } from '@outlay/design-system';
import { DATE_RANGES, type DateRange, type DateRangeFilter } from '@/lib/date-ranges';

interface DateRangeSelectProps {
  label: string;
  /** The words for a range in the list. */
  optionLabel: (range: DateRangeFilter) => string;
  value: DateRange;
  /** The days the server resolved the range to, `YYYY-MM-DD`, to start a custom range from. */
  period: { startDate: string; endDate: string } | undefined;
  /** Called only when another range is chosen. */
  onChange: (next: DateRange) => void;
}

/**
 * The date-range select of the dashboard and the accounting mapping table. Choosing Custom
 * starts from the days on screen, so switching changes nothing yet; any other range drops the
 * custom days.
 */
export function DateRangeSelect({
  label,
  optionLabel,
  value,
  period,
  onChange,
}: DateRangeSelectProps) {
  return (
    <Select
      label={label}
      value={value.range}
      onChange={(key) => {
        const range = DATE_RANGES.find((item) => item === key);
        if (!range || range === value.range) return;
        onChange(
          range === 'custom'
            ? {
                range,
                from: value.from ?? period?.startDate ?? null,
                to: value.to ?? period?.endDate ?? null,
              }
            : { range, from: null, to: null },
        );
      }}
    >
      {DATE_RANGES.map((range) => (
        <SelectItem key={range} id={range}>
          {optionLabel(range)}
        </SelectItem>
      ))}
    </Select>
  );
}
