import type { Day } from '../dashboard/calendar.js';

/** The local hour from which a reminder day's reminder goes out: the morning, not midnight. */
export const REMINDER_HOUR = 9;

/** An ISO week as `YYYY-Www` (2026-W02): the period a person gets one reminder in. */
export type IsoWeek = string;

export const ISO_WEEK_PATTERN = '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$';

/** Where a person is at one instant: their calendar day, its ISO weekday and the hour. */
export interface LocalMoment {
  day: Day;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  hour: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

const weekdayOfDay = (day: Day): number => {
  const utcDay = new Date(`${day}T00:00:00Z`).getUTCDay();
  return utcDay === 0 ? 7 : utcDay;
};

function wallClockIn(timeZone: string, now: Date) {
  const parts = new Map(
    formatIn(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.get('year') ?? ''}-${parts.get('month') ?? ''}-${parts.get('day') ?? ''}`;
  return { day, hour: Number(parts.get('hour')), minute: Number(parts.get('minute')) };
}

/** The moment `now` is in `timeZone` (an IANA name; the profile checks it when it is saved). */
export function localMomentIn(timeZone: string, now: Date): LocalMoment {
  const { day, hour } = wallClockIn(timeZone, now);
  return { day, weekday: weekdayOfDay(day), hour };
}

/** The wall clock's reading as if it were UTC, in ms: what offsets are measured against. */
const wallMs = (timeZone: string, at: number) => {
  const { day, hour, minute } = wallClockIn(timeZone, new Date(at));
  return new Date(`${day}T00:00:00Z`).getTime() + (hour * 60 + minute) * 60_000;
};

/**
 * The instant the clocks of `timeZone` read `hour`:00 on `day`: the UTC guess corrected by the
 * zone's offset there, twice, so an offset that changes in between (a DST day) is followed.
 */
export function instantAtLocalHour(timeZone: string, day: Day, hour: number): Date {
  const target = new Date(`${day}T00:00:00Z`).getTime() + hour * 3_600_000;
  let at = target;
  for (let step = 0; step < 2; step += 1) at += target - wallMs(timeZone, at);
  return new Date(at);
}

/** The first REMINDER_HOUR o'clock after `now` in `timeZone`. */
export function nextReminderMorning(timeZone: string, now: Date): Date {
  const { day } = wallClockIn(timeZone, now);
  const today = instantAtLocalHour(timeZone, day, REMINDER_HOUR);
  if (today.getTime() > now.getTime()) return today;
  const tomorrow = new Date(`${day}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return instantAtLocalHour(timeZone, tomorrow.toISOString().slice(0, 10), REMINDER_HOUR);
}

/** The ISO week of a day: weeks start on Monday, and week 1 holds the year's first Thursday. */
export function isoWeekOf(day: Day): IsoWeek {
  const date = new Date(`${day}T00:00:00Z`);
  // The Thursday of the same week decides the week's year.
  date.setUTCDate(date.getUTCDate() + 4 - weekdayOfDay(day));
  const year = date.getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1);
  const week = Math.floor((date.getTime() - firstDay) / 86_400_000 / 7) + 1;
  return `${String(year)}-W${String(week).padStart(2, '0')}`;
}

/**
 * The week whose reminder is due for a person at `now`, or null: due on their chosen weekday
 * from REMINDER_HOUR where they are until that day ends, so a sweep that ran late that day
 * still finds them, and none finds them on another day.
 */
export function reminderWeekDue(
  person: { timeZone: string; weekday: number },
  now: Date,
): IsoWeek | null {
  const local = localMomentIn(person.timeZone, now);
  if (local.weekday !== person.weekday || local.hour < REMINDER_HOUR) return null;
  return isoWeekOf(local.day);
}
