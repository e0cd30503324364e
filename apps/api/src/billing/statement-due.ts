import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { type Day, addDays, previousCycle, todayIn } from '../dashboard/calendar.js';
import { PAYMENT_DUE_DAYS, createStatements } from '../statements/statements.js';

export { PAYMENT_DUE_DAYS } from '../statements/statements.js';

/**
 * What is left to pay of the last closed statement, in minor units of the company's platform
 * `currency`, and the day it is due: the statements domain's newest closed statement (its new
 * balance, previous balance and penalties included, less the settlements since it closed).
 * The dashboard's Amount Due and Due Date, and billing's statement, read it.
 */
export async function previousStatementDue(
  db: Db,
  clock: Clock,
  companyId: number,
  company: { timeZone: string; cycleDay: number; currency: string },
): Promise<{ dueMinor: number; dueDate: Day }> {
  const due = await createStatements(db, clock).latestDue(companyId, company.currency);
  if (due) return due;
  const cycle = previousCycle(todayIn(company.timeZone, clock.now()), company.cycleDay);
  return { dueMinor: 0, dueDate: addDays(cycle.endDate, PAYMENT_DUE_DAYS) };
}
