import { Button as AriaButton } from 'react-aria-components/Button';
import { DateInput, type DateValue } from 'react-aria-components/DateField';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components/DateRangePicker';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { Popover as AriaPopover } from 'react-aria-components/Popover';

import { RangeCalendarPanel, OrderedDateSegment } from '../DatePicker/CalendarParts';
import * as styles from '../DatePicker/DatePicker.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CalendarIcon } from '../icons/icons';
import * as popoverStyles from '../Popover/Popover.css';

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
        <DateInput slot="start" className={styles.dateInput}>
          {(segment) => <OrderedDateSegment segment={segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.rangeSeparator}>
          –
        </span>
        <DateInput slot="end" className={styles.dateInput}>
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
          <RangeCalendarPanel />
        </AriaDialog>
      </AriaPopover>
    </AriaDateRangePicker>
  );
}
