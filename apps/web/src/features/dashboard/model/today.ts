// Made once per time zone: the dashboard asks on every render, and making one is costly.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day it is now where the company is (its card service's time zone), `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The statistics' range: the first of this month to today (spec part 1 §7). */
export function monthSoFar(timeZone: string, now: Date = new Date()) {
  const today = todayIn(timeZone, now);
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}
