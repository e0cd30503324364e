import { toMinor } from '@outlay/rules';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/db.js';
import { type Database, kyselyOf } from '../db/kysely.js';
import { type Day, addDays } from '../dashboard/calendar.js';
import { startOf } from '../dashboard/day-instants.js';

/** What a company's statements are computed from: its time zone and billing currencies. */
export interface StatementCompany {
  id: number;
  timeZone: string;
  cycleDay: number;
  platformCurrency: string;
  /** The currencies it is billed in, the first taking entries in any other (autopayCurrencies). */
  currencies: readonly string[];
}

/** A cycle's movements in one currency, in its minor units. */
export interface CycleFigures {
  purchases: number;
  paymentsCredits: number;
  fees: number;
  /** purchases - paymentsCredits + fees: what the cycle adds to the balance. */
  net: number;
  entryCount: number;
}

const ZERO: CycleFigures = { purchases: 0, paymentsCredits: 0, fees: 0, net: 0, entryCount: 0 };

type Builder = ExpressionBuilder<
  Database & { e: Database['entries']; ct: Database['card_transactions'] },
  'e' | 'ct'
>;

/**
 * An entry's amount in its statement's currency: the platform amount for an entry in the
 * platform currency; otherwise (split billing, part 1 §3.3) its own amount, signed as the entry.
 */
export function amountInStatementCurrency(eb: Builder, platformCurrency: string) {
  return eb
    .case()
    .when('ct.currency', '=', platformCurrency)
    .then(eb.ref('e.amount'))
    .else(eb(eb.fn<string>('sign', ['e.amount']), '*', eb.ref('ct.transaction_amount')))
    .end();
}

/**
 * Which statement currency an entry is billed in: its own when the company is billed in it,
 * else the first (so every posted card entry is on exactly one statement).
 */
export function statementCurrencyOf(eb: Builder, currencies: readonly string[]) {
  const [first = 'USD', ...others] = currencies;
  let expression = eb.case().when('ct.currency', '=', first).then(eb.val(first));
  for (const other of others)
    expression = expression.when('ct.currency', '=', other).then(eb.val(other));
  return expression.else(eb.val(first)).end();
}

const textSum = (eb: Builder, amount: Expression<string>, where: Expression<SqlBool> | null) => {
  const sum = eb.fn.sum<string>(amount);
  return eb.cast<string>(
    eb.fn.coalesce(where === null ? sum : sum.filterWhere(where), eb.lit(0)),
    'text',
  );
};

/**
 * The movements of the cycle from `startDate` to `endDate` (both days included, in the
 * company's time zone), per billing currency, from its posted card entries: purchases (card
 * purchases and bill payments), payments and credits (settlements, refunds, cashback, credit
 * adjustments, as a positive figure), and fees and penalties (late-payment penalties and
 * debit adjustments). Summed as exact decimals by the database, then read as minor units.
 */
export async function cycleFigures(
  db: Db,
  company: StatementCompany,
  cycle: { startDate: Day; endDate: Day },
): Promise<Map<string, CycleFigures>> {
  const rows = await kyselyOf(db)
    .selectFrom('entries as e')
    .innerJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .select((eb) => {
      const amount = amountInStatementCurrency(eb, company.platformCurrency);
      const isPurchase = eb.and([
        eb('ct.payment_type', 'in', ['cards', 'ach-rpps', 'paper-bill']),
        eb('e.amount', '>', '0'),
      ]);
      const isFee = eb.or([
        eb('ct.payment_type', '=', 'late-payment-penalty'),
        eb.and([eb('ct.payment_type', '=', 'adjustment'), eb('e.amount', '>', '0')]),
      ]);
      return [
        statementCurrencyOf(eb, company.currencies).as('currency'),
        textSum(eb, amount, isPurchase).as('purchases'),
        textSum(eb, amount, isFee).as('fees'),
        textSum(eb, amount, eb.not(eb.or([isPurchase, isFee]))).as('credits'),
        eb.fn.countAll<number>().as('entry_count'),
      ];
    })
    .where('e.company_id', '=', company.id)
    .where('e.state', '=', 'posted')
    .where('e.posted_at', '>=', startOf(cycle.startDate, company.timeZone))
    .where('e.posted_at', '<', startOf(addDays(cycle.endDate, 1), company.timeZone))
    .groupBy('currency')
    .execute();
  const figures = new Map<string, CycleFigures>();
  for (const currency of company.currencies) figures.set(currency, ZERO);
  for (const row of rows) {
    const currency = row.currency;
    const purchases = toMinor(row.purchases, currency);
    const fees = toMinor(row.fees, currency);
    const paymentsCredits = -toMinor(row.credits, currency);
    figures.set(currency, {
      purchases,
      fees,
      paymentsCredits,
      net: purchases - paymentsCredits + fees,
      entryCount: row.entry_count,
    });
  }
  return figures;
}
