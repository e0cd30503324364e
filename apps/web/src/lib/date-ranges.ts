import type { DateRangeFilter } from '@outlay/api-client';

export type { DateRangeFilter } from '@outlay/api-client';

/** The ranges a list of transactions can be narrowed to, in the order the select offers them. */
export const DATE_RANGES = [
  'currentMonth',
  'last7Days',
  'last14Days',
  'last30Days',
  'lastStatementCycle',
  'custom',
] as const satisfies readonly DateRangeFilter[];

/** A range and, for `custom`, its days (`YYYY-MM-DD`). */
export interface DateRange {
  range: DateRangeFilter;
  from: string | null;
  to: string | null;
}
