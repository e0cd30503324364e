import type { DateValue } from 'react-aria-components/DateField';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components/DatePicker';
import { Group } from 'react-aria-components/Group';

import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CalendarButton, CalendarPanel, CalendarPopover, DateSegments } from './CalendarParts';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children' | 'render'>, FieldProps {}

/**
 * A date typed segment by segment or picked from a calendar. Segments always read
 * MM / DD / YYYY with leading zeros (the spec's format), whatever the language; the calendar,
 * month names and screen-reader labels follow the locale. Values are `@internationalized/date`
 * objects (`CalendarDate`).
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker shouldForceLeadingZeros {...props} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <DateSegments />
        <CalendarButton />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <CalendarPanel />
      </CalendarPopover>
    </AriaDatePicker>
  );
}
