import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { type Day, addDays, previousCycle } from '../dashboard/calendar.js';

/** Days between a statement's close and its due date. */
export const PAYMENT_DUE_DAYS = 21;

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
  // A day's start in the company's time zone: `AT TIME ZONE` has no builder in Kysely.
  const startOf = (day: Day) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${timeZone}`;
  const row = await kyselyOf(db)
    .with('bounds', (qb) =>
      qb.selectNoFrom([
        startOf(cycle.startDate).as('cycle_start'),
        startOf(addDays(cycle.endDate, 1)).as('cycle_end'),
        startOf(addDays(today, 1)).as('until'),
      ]),
    )
    .selectFrom(['bounds as b', 'entries as e'])
    .innerJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .select((eb) => [
      eb
        .cast<string>(
          eb.fn.coalesce(
            eb.fn
              .sum<string>('e.amount')
              .filterWhere((f) =>
                f.and([
                  f('ct.payment_type', '<>', 'settlement'),
                  f('e.posted_at', '<', f.ref('b.cycle_end')),
                ]),
              ),
            eb.lit(0),
          ),
          'text',
        )
        .as('billed'),
      eb
        .cast<string>(
          eb.fn.coalesce(
            eb.neg(
              eb.fn
                .sum<string>('e.amount')
                .filterWhere((f) =>
                  f.and([
                    f('ct.payment_type', '=', 'settlement'),
                    f('e.posted_at', '>=', f.ref('b.cycle_end')),
                  ]),
                ),
            ),
            eb.lit(0),
          ),
          'text',
        )
        .as('paid'),
    ])
    .where('e.company_id', '=', companyId)
    .where('e.state', '=', 'posted')
    .whereRef('e.posted_at', '>=', 'b.cycle_start')
    .whereRef('e.posted_at', '<', 'b.until')
    .executeTakeFirst();
  const due = Math.max(0, Number(row?.billed ?? 0) - Number(row?.paid ?? 0));
  return { due: Math.round(due * 100) / 100, dueDate: addDays(cycle.endDate, PAYMENT_DUE_DAYS) };
}
