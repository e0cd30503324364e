// Dates as the product shows them (spec part 1 §9, part 2 §9): the order of day, month and year
// by the company's region, and the time zone by its card service. Showing a date needs only its
// day in a zone, which the browser's Intl gives: no calendar library on the pages that list
// dates (the date pickers bring @internationalized/date when they open).
import type { CardServiceType } from '@outlay/api-client';
import { CARD_SERVICE_TIME_ZONES, EURO_AREA_COUNTRIES } from '@outlay/rules';

export type DateOrder = 'DMY' | 'YMD' | 'MDY';

// Day first: Latin America's countries the product serves, the UK, the EU and the euro area.
const dayFirst = new Set<string>(['MX', 'BR', 'CO', 'GB', 'UK', 'EU', ...EURO_AREA_COUNTRIES]);

/** DMY for Mexico, Brazil, Colombia, the UK and the EU; YMD for Canada; MDY otherwise. */
export function dateOrderFor(countryCode: string): DateOrder {
  const code = countryCode.trim().toUpperCase();
  if (code === 'CA') return 'YMD';
  return dayFirst.has(code) ? 'DMY' : 'MDY';
}

/** The time zone a card service's dates are shown in: the server counts days in the same. */
export function timeZoneFor(cardServiceType: CardServiceType): string {
  return CARD_SERVICE_TIME_ZONES[cardServiceType];
}

export interface DateFormat {
  order: DateOrder;
  timeZone: string;
}

/** The date format of a company: its region's order and its card service's time zone. */
export function dateFormatFor(company: {
  countryCode: string;
  cardServiceType: CardServiceType;
}): DateFormat {
  return {
    order: dateOrderFor(company.countryCode),
    timeZone: timeZoneFor(company.cardServiceType),
  };
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day of the Gregorian calendar; `month` and `day` count from 1. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function validDay(year: number, month: number, day: number): CalendarDay | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  const valid =
    year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && day >= 1;
  return valid ? { year, month, day } : undefined;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The year, month and day parts of an instant in a time zone (throws for an unknown zone). */
function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A calendar date (`2026-03-01`) stays that date; an instant (`2026-03-01T02:00:00Z` or a Date)
 * becomes the date it is in the time zone. Undefined for anything that is not a date.
 */
export function toCalendarDate(value: string | Date, timeZone: string): CalendarDay | undefined {
  const calendarDate = typeof value === 'string' ? dateOnly.exec(value) : null;
  if (calendarDate) {
    const [, year = '', month = '', day = ''] = calendarDate;
    return validDay(Number(year), Number(month), Number(day));
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    const parts = dayFormatIn(timeZone).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((candidate) => candidate.type === type)?.value);
    return validDay(part('year'), part('month'), part('day'));
  } catch {
    return undefined;
  }
}

const two = (value: number) => String(value).padStart(2, '0');

/** `31/03/2026` (DMY), `2026/03/31` (YMD) or `03/31/2026` (MDY); '' for a value that is no date. */
export function formatDate(value: string | Date, format: DateFormat): string {
  const date = toCalendarDate(value, format.timeZone);
  if (!date) return '';
  const [year, month, day] = [String(date.year).padStart(4, '0'), two(date.month), two(date.day)];
  switch (format.order) {
    case 'DMY':
      return `${day}/${month}/${year}`;
    case 'YMD':
      return `${year}/${month}/${day}`;
    case 'MDY':
      return `${month}/${day}/${year}`;
  }
}

const monthDayYearFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day with its month's short name (the sidebar's statement period, the drawer's processed
 * date): the spec's 'MMM DD, YYYY' in English ("Nov 01, 2026"), and each language's own order
 * and casing elsewhere ("01 nov 2026", "01 de nov. de 2026"), as Intl writes them.
 */
export function formatMonthDayYear(value: string | Date, locale: string, timeZone = 'UTC'): string {
  const date = toCalendarDate(value, timeZone);
  if (!date) return '';
  let format = monthDayYearFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    monthDayYearFormats.set(locale, format);
  }
  return format.format(Date.UTC(date.year, date.month - 1, date.day));
}
