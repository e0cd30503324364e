import type { DashboardStatistics } from '@outlay/api-client/schema';
import { fromMinor, toMinor } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { previousStatementDue } from '../billing/statement-due.js';
import type { CompanyContexts } from './company-context.js';
import { endOf, startOf } from './day-instants.js';
import { checkRange } from './period.js';
import type { LookupCurrency } from '../entries/currencies.js';
import { type Viewer, seesCompanyFigures, viewerScope } from '../entries/viewer.js';

/**
 * The summary figures (spec part 1 §2.5, §6). Spend covers what the caller sees in the list;
 * the amount due and the limits are the company's, shown by role. A settlement is the company
 * paying its statement, so it is not spend.
 */
export function createStatistics(deps: {
  db: Db;
  clock: Clock;
  companies: CompanyContexts;
  currencies: () => Promise<LookupCurrency>;
}) {
  const { db, clock } = deps;

  /** The caller's spend in the range, in minor units of the company's currency. */
  async function spend(
    viewer: Viewer,
    startDate: string,
    endDate: string,
    timeZone: string,
    currencyCode: string,
  ) {
    const row = await kyselyOf(db)
      .selectFrom('entries as e')
      .leftJoin('card_transactions as ct', (join) =>
        join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
      )
      .leftJoin('transfers as t', (join) =>
        join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
      )
      .select((eb) => {
        const spent = (kind: 'card' | 'payment', which: Expression<SqlBool>) =>
          eb.cast<string>(
            eb.fn.coalesce(
              eb.fn
                .sum<string>('e.amount')
                .filterWhere((f) => f.and([f('e.kind', '=', kind), which])),
              eb.lit(0),
            ),
            'text',
          );
        return [
          spent('card', eb('ct.payment_type', '<>', 'settlement')).as('card_spend'),
          spent('payment', eb('t.transfer_status', 'in', ['pending', 'completed'])).as(
            'payment_spend',
          ),
        ];
      })
      .where((eb) =>
        eb.and([
          viewerScope(eb, viewer),
          eb('e.kind', 'in', ['card', 'payment']),
          eb('e.occurred_at', '>=', startOf(startDate, timeZone)),
          eb('e.occurred_at', '<', endOf(endDate, timeZone)),
        ]),
      )
      .executeTakeFirst();
    return {
      card: toMinor(row?.card_spend ?? '0', currencyCode),
      payment: toMinor(row?.payment_spend ?? '0', currencyCode),
    };
  }

  return {
    async figures(
      viewer: Viewer,
      startDate: string,
      endDate: string,
    ): Promise<DashboardStatistics> {
      // The same range rule as the list: a span of ten thousand years is not a question.
      checkRange(startDate, endDate);
      const [company, currency] = await Promise.all([
        deps.companies(viewer.companyId),
        deps.currencies(),
      ]);
      const [spent, owed, limit] = await Promise.all([
        spend(viewer, startDate, endDate, company.timeZone, company.platformCurrency),
        previousStatementDue(db, clock, viewer.companyId, {
          timeZone: company.timeZone,
          cycleDay: company.statementCycleDay,
          currency: company.platformCurrency,
        }),
        kyselyOf(db)
          .selectFrom('users')
          .select('spend_limit')
          .where('id', '=', viewer.userId)
          .where('company_id', '=', viewer.companyId)
          .executeTakeFirst(),
      ]);
      const companyView = seesCompanyFigures(viewer);
      const admin = viewer.role === 'admin';
      const spendLimit = limit?.spend_limit ?? null;
      const money = company.platformCurrency;
      const amountDue = companyView ? owed.dueMinor : 0;
      const paymentSpend = admin ? spent.payment : 0;
      return {
        totalCardSpend: fromMinor(spent.card, money),
        totalPaymentSpend: admin ? fromMinor(spent.payment, money) : null,
        companyPreviousDueAmount: companyView ? fromMinor(owed.dueMinor, money) : null,
        companyCL: viewer.role === 'employee' ? null : company.availableSpent + company.totalSpent,
        totalAmount: fromMinor(amountDue + spent.card + paymentSpend, money),
        isSetSpendLimit: spendLimit !== null,
        spendLimit: spendLimit === null ? null : Number(spendLimit),
        // Every role sees when the statement is due, while something is due.
        nextPaymentDate: owed.dueMinor > 0 ? owed.dueDate : null,
        currency: currency(company.platformCurrency),
      };
    },
  };
}

export type Statistics = ReturnType<typeof createStatistics>;
