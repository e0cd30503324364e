import { toMinor } from '@outlay/rules';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { type Day, addDays, previousCycle } from '../dashboard/calendar.js';
import { startOf } from '../dashboard/day-instants.js';

/** Days between a statement's close and its due date. */
export const PAYMENT_DUE_DAYS = 21;

/**
 * What is left to pay of the last closed statement, `today` being a day in the company's time
 * zone: its card spend less the settlements since it closed, in minor units of the company's
 * platform `currency`; and the day it is due. The dashboard's Amount Due and Due Date, and
 * billing's statement, read it.
 */
export async function previousStatementDue(
  db: Db,
  companyId: number,
  today: Day,
  cycleDay: number,
  timeZone: string,
  currency: string,
): Promise<{ dueMinor: number; dueDate: Day }> {
  const cycle = previousCycle(today, cycleDay);
  const row = await kyselyOf(db)
    .with('bounds', (qb) =>
      qb.selectNoFrom([
        startOf(cycle.startDate, timeZone).as('cycle_start'),
        startOf(addDays(cycle.endDate, 1), timeZone).as('cycle_end'),
        startOf(addDays(today, 1), timeZone).as('until'),
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
  const billed = toMinor(row?.billed ?? '0', currency);
  const paid = toMinor(row?.paid ?? '0', currency);
  return {
    dueMinor: Math.max(0, billed - paid),
    dueDate: addDays(cycle.endDate, PAYMENT_DUE_DAYS),
  };
}
