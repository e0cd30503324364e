import { Button as AriaButton } from 'react-aria-components/Button';
import { DateInput, type DateValue } from 'react-aria-components/DateField';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components/DatePicker';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { Popover as AriaPopover } from 'react-aria-components/Popover';

import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CalendarIcon } from '../icons/icons';
import * as popoverStyles from '../Popover/Popover.css';
import { CalendarPanel, OrderedDateSegment } from './CalendarParts';
import * as styles from './DatePicker.css';

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
        <DateInput className={styles.dateInput}>
          {(segment) => <OrderedDateSegment segment={segment} />}
        </DateInput>
        <AriaButton className={styles.calendarButton}>
          <CalendarIcon size="small" />
        </AriaButton>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <AriaPopover className={popoverStyles.popover} placement="bottom end">
        <AriaDialog className={styles.calendarDialog}>
          <CalendarPanel />
        </AriaDialog>
      </AriaPopover>
    </AriaDatePicker>
  );
}
