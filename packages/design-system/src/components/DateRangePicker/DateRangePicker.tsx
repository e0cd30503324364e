import type { DateValue } from 'react-aria-components/DateField';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components/DateRangePicker';
import { Group } from 'react-aria-components/Group';

import {
  CalendarButton,
  CalendarPopover,
  DateSegments,
  RangeCalendarPanel,
} from '../DatePicker/CalendarParts';
import * as styles from '../DatePicker/DatePicker.css';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export interface DateRangePickerProps<T extends DateValue>
  extends
    Omit<AriaDateRangePickerProps<T>, 'className' | 'style' | 'children' | 'render'>,
    FieldProps {}

/**
 * A start and end date (the dashboard's custom range), typed or picked from a range calendar.
 * Both dates read MM / DD / YYYY in every language.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker shouldForceLeadingZeros {...props} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <DateSegments slot="start" />
        <span aria-hidden="true" className={styles.rangeSeparator}>
          –
        </span>
        <DateSegments slot="end" />
        <CalendarButton />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <RangeCalendarPanel />
      </CalendarPopover>
    </AriaDateRangePicker>
  );
}
