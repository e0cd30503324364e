import { toCalendarDate } from '@/lib/format/dates';

/** The day it is now where the company is (its card service's time zone), `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // The formatter behind toCalendarDate is made once per zone: the dashboard asks every render.
  const day = toCalendarDate(now, timeZone);
  if (!day) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}

/** The statistics' range: the first of this month to today (spec part 1 §7). */
export function monthSoFar(timeZone: string, now: Date = new Date()) {
  const today = todayIn(timeZone, now);
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}
