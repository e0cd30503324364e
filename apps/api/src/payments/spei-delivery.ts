// When a SPEI payment sent now arrives (issue 40): the same day when it is sent on a Mexican
// bank business day before STP's cut-off, otherwise the next business day. Business days leave
// out weekends and the days the banks close (Banxico's calendar: the public holidays and the
// bank-only ones, Holy Thursday and Friday, 2 November, 12 December), which date-holidays keeps
// for Mexico ('public' and 'bank' types), so the calendar is not ours to maintain.
import Holidays from 'date-holidays';

/** STP's cut-off for same-day SPEI, Mexico City time (hh:mm). */
export const SPEI_CUT_OFF = '17:30';
const ZONE = 'America/Mexico_City';

const holidays = new Holidays('MX', { types: ['public', 'bank'] });
const closedByYear = new Map<number, Set<string>>();

/** The days of `year` the Mexican banks are closed, as YYYY-MM-DD. */
function closedDays(year: number): Set<string> {
  let days = closedByYear.get(year);
  if (!days) {
    days = new Set(holidays.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)));
    closedByYear.set(year, days);
  }
  return days;
}

/** A calendar day (YYYY-MM-DD) of Mexico City and its time (hh:mm) at `at`. */
function mexicoCityOf(at: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Whether a calendar day is a Mexican bank business day. */
export function isSpeiBusinessDay(day: string): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !closedDays(date.getUTCFullYear()).has(day);
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The day a SPEI payment sent at `at` is delivered, and whether that is the same day. */
export function speiDeliveryOf(at: Date): { date: string; sameDay: boolean; cutOff: string } {
  const { day, time } = mexicoCityOf(at);
  if (isSpeiBusinessDay(day) && time < SPEI_CUT_OFF) {
    return { date: day, sameDay: true, cutOff: SPEI_CUT_OFF };
  }
  let next = nextDay(day);
  while (!isSpeiBusinessDay(next)) next = nextDay(next);
  return { date: next, sameDay: false, cutOff: SPEI_CUT_OFF };
}
