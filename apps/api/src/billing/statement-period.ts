/** A statement cycle, both days included, as `YYYY-MM-DD`. */
export interface StatementPeriod {
  startDate: string;
  endDate: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The cycle `today` falls in, for cycles starting on `cycleDay` (1 to 28, so every month has
 * it): from that day of this month, or of last month when it is still to come, to the day
 * before the next start. Dates are UTC calendar days.
 */
export function statementPeriod(today: Date, cycleDay: number): StatementPeriod {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const startMonth = today.getUTCDate() >= cycleDay ? month : month - 1;
  const start = new Date(Date.UTC(year, startMonth, cycleDay));
  const end = new Date(Date.UTC(year, startMonth + 1, cycleDay - 1));
  return { startDate: isoDate(start), endDate: isoDate(end) };
}
