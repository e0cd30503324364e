/** A calendar day as `YYYY-MM-DD`; arithmetic on it is done in UTC, where days never skip. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: Day): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const format = (date: Date): Day => date.toISOString().slice(0, 10);

export function dayOf(year: number, monthIndex: number, day: number): Day {
  return format(new Date(Date.UTC(year, monthIndex, day)));
}

export function addDays(day: Day, days: number): Day {
  const [year, month, date] = parts(day);
  return dayOf(year, month - 1, date + days);
}

export function firstOfMonth(day: Day): Day {
  const [year, month] = parts(day);
  return dayOf(year, month - 1, 1);
}

export function lastOfMonth(day: Day): Day {
  const [year, month] = parts(day);
  return dayOf(year, month, 0);
}

export function dayOfMonth(day: Day): number {
  return parts(day)[2];
}

// Building a formatter costs far more than formatting (every list call asks for today), so
// there is one per time zone; there are seven. Every zone's midnight falls on a whole minute,
// so the day found is kept for the rest of its minute.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const lastDays = new Map<string, { minute: number; day: Day }>();

/** The day it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): Day {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  let dayFormat = dayFormats.get(timeZone);
  if (dayFormat === undefined) {
    // en-CA writes dates as YYYY-MM-DD.
    dayFormat = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, dayFormat);
  }
  const day = dayFormat.format(now);
  lastDays.set(timeZone, { minute, day });
  return day;
}

export interface StatementCycle {
  startDate: Day;
  endDate: Day;
}

/**
 * The statement cycle `day` falls in, for cycles starting on `cycleDay` (1 to 28): the same
 * rule as the billing configuration's statement period.
 */
export function cycleContaining(day: Day, cycleDay: number): StatementCycle {
  const [year, month, date] = parts(day);
  const startMonth = date >= cycleDay ? month - 1 : month - 2;
  return {
    startDate: dayOf(year, startMonth, cycleDay),
    endDate: dayOf(year, startMonth + 1, cycleDay - 1),
  };
}

/** The cycle before the one `day` falls in: the last closed statement. */
export function previousCycle(day: Day, cycleDay: number): StatementCycle {
  const current = cycleContaining(day, cycleDay);
  return cycleContaining(addDays(current.startDate, -1), cycleDay);
}
