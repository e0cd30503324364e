import { Button as AriaButton } from 'react-aria-components/Button';
import {
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components/Calendar';
import { DateInput, DateSegment, DateFieldStateContext } from 'react-aria-components/DateField';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Heading as AriaHeading } from 'react-aria-components/Heading';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import { RangeCalendar as AriaRangeCalendar } from 'react-aria-components/RangeCalendar';
import { type ReactNode, useContext, useMemo } from 'react';

import { classNames } from '../../css/classNames';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import * as popoverStyles from '../Popover/Popover.css';
import * as styles from './DatePicker.css';
import { orderSegments, type DateSegment as DateSegmentValue } from './orderSegments';

/**
 * A date segment shown at the spec's MM DD YYYY position. react-aria lays segments out in the
 * locale's order; this renders, at each position, the segment that belongs there instead.
 * Keyboard movement between segments follows the DOM, so it follows what is shown.
 */
export function OrderedDateSegment({ segment }: { segment: DateSegmentValue }) {
  const state = useContext(DateFieldStateContext);
  const ordered = useMemo(() => (state ? orderSegments(state.segments) : []), [state]);
  const index = state ? state.segments.indexOf(segment) : -1;
  return <DateSegment segment={ordered[index] ?? segment} className={styles.segment} />;
}

function CalendarHeader() {
  return (
    <header className={styles.calendarHeader}>
      <AriaButton slot="previous" className={iconButtonStyles.iconButton({ size: 'small' })}>
        <ChevronLeftIcon />
      </AriaButton>
      <AriaHeading className={styles.calendarTitle} />
      <AriaButton slot="next" className={iconButtonStyles.iconButton({ size: 'small' })}>
        <ChevronRightIcon />
      </AriaButton>
    </header>
  );
}

function Grid({ isRange }: { isRange: boolean }) {
  return (
    <CalendarGrid className={styles.calendarGrid}>
      <CalendarGridHeader>
        {(day) => (
          <CalendarHeaderCell className={styles.calendarHeaderCell}>{day}</CalendarHeaderCell>
        )}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell
            date={date}
            className={classNames(styles.calendarCell, !isRange && styles.singleCell)}
          />
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/** The month grid inside a DatePicker's popover. */
export function CalendarPanel() {
  return (
    <AriaCalendar className={styles.calendar}>
      <CalendarHeader />
      <Grid isRange={false} />
    </AriaCalendar>
  );
}

/** The month grid inside a DateRangePicker's popover. */
export function RangeCalendarPanel() {
  return (
    <AriaRangeCalendar className={styles.calendar}>
      <CalendarHeader />
      <Grid isRange />
    </AriaRangeCalendar>
  );
}

/** A typed date, its segments in MM / DD / YYYY order; `slot` names a range's start or end. */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <OrderedDateSegment segment={segment} />}
    </DateInput>
  );
}

/** The button at the end of a date field that opens its calendar. */
export function CalendarButton() {
  return (
    <AriaButton className={styles.calendarButton}>
      <CalendarIcon size="small" />
    </AriaButton>
  );
}

/** The popover under a date field that holds its calendar. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <AriaPopover className={popoverStyles.popover} placement="bottom end">
      <AriaDialog className={styles.calendarDialog}>{children}</AriaDialog>
    </AriaPopover>
  );
}
