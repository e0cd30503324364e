/** The day it is now where the company is (its card service's time zone), `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The statistics' range: the first of this month to today (spec part 1 §7). */
export function monthSoFar(timeZone: string, now: Date = new Date()) {
  const today = todayIn(timeZone, now);
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}
