import type { DateRangeFilter } from '@outlay/api-client/schema';
import { AppError } from '../http/errors.js';
import {
  type Day,
  addDays,
  firstOfMonth,
  lastOfMonth,
  previousCycle,
  type StatementCycle,
} from './calendar.js';

export interface PeriodQuery {
  filter?: DateRangeFilter;
  startDate?: string;
  endDate?: string;
  isStatementView?: boolean;
}

/** The days a query covers, both included, and which date of an entry they are compared to. */
export interface Period extends StatementCycle {
  /** Statement View compares posted dates; every other view the entry's own date. */
  byPostedDate: boolean;
}

/** A custom range longer than this is refused: nobody reads more, and exports stay bounded. */
export const MAX_CUSTOM_DAYS = 3 * 366;

const PRESET_DAYS = { last7Days: 7, last14Days: 14, last30Days: 30 } as const;

function daysBetween(start: Day, end: Day): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
}

/**
 * Resolves the date-range select against `today` (in the company's time zone). Presets are
 * the server's to compute, so a browser with a wrong clock still sees the right days.
 */
export function resolvePeriod(query: PeriodQuery, today: Day, cycleDay: number): Period {
  const filter = query.filter ?? 'last30Days';
  switch (filter) {
    case 'currentMonth':
      return { startDate: firstOfMonth(today), endDate: today, byPostedDate: false };
    case 'last7Days':
    case 'last14Days':
    case 'last30Days':
      return {
        startDate: addDays(today, 1 - PRESET_DAYS[filter]),
        endDate: today,
        byPostedDate: false,
      };
    case 'lastStatementCycle':
      return { ...previousCycle(today, cycleDay), byPostedDate: false };
    case 'custom':
      return customPeriod(query);
  }
}

/**
 * The rule every chosen range follows, the list's, the figures' and the exports' alike: it
 * ends on or after it starts, and spans at most MAX_CUSTOM_DAYS.
 */
export function checkRange(startDate: Day, endDate: Day): void {
  if (startDate > endDate || daysBetween(startDate, endDate) > MAX_CUSTOM_DAYS) {
    throw new AppError(400, 'VALIDATION', 'dashboard.customRangeInvalid');
  }
}

function customPeriod(query: PeriodQuery): Period {
  const { startDate, endDate } = query;
  if (startDate === undefined || endDate === undefined) {
    throw new AppError(400, 'VALIDATION', 'dashboard.customRangeRequired');
  }
  checkRange(startDate, endDate);
  if (query.isStatementView === true) {
    // Statements summarise whole calendar months by posted date.
    return {
      startDate: firstOfMonth(startDate),
      endDate: lastOfMonth(endDate),
      byPostedDate: true,
    };
  }
  return { startDate, endDate, byPostedDate: false };
}
