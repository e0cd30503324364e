/** The days of the week in ISO order (Monday first), as the contract names them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** The day of an ISO weekday number, 1 Monday … 7 Sunday (Monday for anything else). */
export const weekdayOf = (iso: number): Weekday => WEEKDAYS[iso - 1] ?? 'monday';

/** A day's ISO weekday number, 1 Monday … 7 Sunday. */
export const isoWeekdayOf = (day: Weekday): number => WEEKDAYS.indexOf(day) + 1;
