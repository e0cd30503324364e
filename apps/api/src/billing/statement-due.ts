import type { Db } from '../db/db.js';
import { type Day, addDays, previousCycle } from '../dashboard/calendar.js';

/** Days between a statement's close and its due date. */
export const PAYMENT_DUE_DAYS = 21;

interface DueRow extends Record<string, unknown> {
  billed: string;
  paid: string;
}

/**
 * What is left to pay of the last closed statement, `today` being a day in the company's time
 * zone: its card spend less the settlements since it closed; and the day it is due. The
 * dashboard's Amount Due and Due Date, and billing's statement, read it.
 */
export async function previousStatementDue(
  db: Db,
  companyId: number,
  today: Day,
  cycleDay: number,
  timeZone: string,
): Promise<{ due: number; dueDate: Day }> {
  const cycle = previousCycle(today, cycleDay);
  const [row] = await db.query<DueRow>(
    `WITH bounds AS (
       SELECT ($2::date)::timestamp AT TIME ZONE $5 AS cycle_start,
              ($3::date)::timestamp AT TIME ZONE $5 AS cycle_end,
              ($4::date)::timestamp AT TIME ZONE $5 AS until
     )
     SELECT coalesce(sum(e.amount) FILTER (
              WHERE ct.payment_type <> 'settlement' AND e.posted_at < b.cycle_end), 0)::text AS billed,
            coalesce(-sum(e.amount) FILTER (
              WHERE ct.payment_type = 'settlement' AND e.posted_at >= b.cycle_end), 0)::text AS paid
       FROM bounds b, entries e JOIN card_transactions ct ON ct.entry_id = e.id
      WHERE e.company_id = $1 AND e.state = 'posted'
        AND e.posted_at >= b.cycle_start AND e.posted_at < b.until`,
    [companyId, cycle.startDate, addDays(cycle.endDate, 1), addDays(today, 1), timeZone],
  );
  const due = Math.max(0, Number(row?.billed ?? 0) - Number(row?.paid ?? 0));
  return { due: Math.round(due * 100) / 100, dueDate: addDays(cycle.endDate, PAYMENT_DUE_DAYS) };
}
