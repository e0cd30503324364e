import type { DashboardStatistics } from '@outlay/api-client/schema';
import { fromMinor, toMinor } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { previousStatementDue } from '../billing/statement-due.js';
import { todayIn } from './calendar.js';
import type { CompanyContexts } from './company-context.js';
import { checkRange } from './period.js';
import type { LookupCurrency } from '../entries/currencies.js';
import { SqlParams } from '../entries/sql-params.js';
import { type Viewer, scopeCondition, seesCompanyFigures } from '../entries/viewer.js';

interface SpendRow extends Record<string, unknown> {
  card_spend: string;
  payment_spend: string;
}

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
    const params = new SqlParams();
    const scope = scopeCondition(viewer, params);
    const zone = params.add(timeZone);
    const [row] = await db.query<SpendRow>(
      `SELECT coalesce(sum(e.amount) FILTER (WHERE e.kind = 'card' AND ct.payment_type <> 'settlement'), 0)::text AS card_spend,
              coalesce(sum(e.amount) FILTER (WHERE e.kind = 'payment' AND t.transfer_status IN ('pending', 'completed')), 0)::text AS payment_spend
         FROM entries e
         LEFT JOIN card_transactions ct ON ct.entry_id = e.id
         LEFT JOIN transfers t ON t.entry_id = e.id
        WHERE ${scope} AND e.kind IN ('card', 'payment')
          AND e.occurred_at >= (${params.add(startDate)}::date)::timestamp AT TIME ZONE ${zone}
          AND e.occurred_at < (${params.add(endDate)}::date + 1)::timestamp AT TIME ZONE ${zone}`,
      params.values,
    );
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
      const today = todayIn(company.timeZone, clock.now());
      const [spent, owed, limits] = await Promise.all([
        spend(viewer, startDate, endDate, company.timeZone, company.platformCurrency),
        previousStatementDue(
          db,
          viewer.companyId,
          today,
          company.statementCycleDay,
          company.timeZone,
        ),
        db.query<{ spend_limit: string | null }>(
          'SELECT spend_limit::text FROM users WHERE id = $1 AND company_id = $2',
          [viewer.userId, viewer.companyId],
        ),
      ]);
      const companyView = seesCompanyFigures(viewer);
      const admin = viewer.role === 'admin';
      const spendLimit = limits[0]?.spend_limit ?? null;
      const money = company.platformCurrency;
      const amountDue = companyView ? toMinor(owed.due, money) : 0;
      const paymentSpend = admin ? spent.payment : 0;
      return {
        totalCardSpend: fromMinor(spent.card, money),
        totalPaymentSpend: admin ? fromMinor(spent.payment, money) : null,
        companyPreviousDueAmount: companyView ? owed.due : null,
        companyCL: viewer.role === 'employee' ? null : company.availableSpent + company.totalSpent,
        totalAmount: fromMinor(amountDue + spent.card + paymentSpend, money),
        isSetSpendLimit: spendLimit !== null,
        spendLimit: spendLimit === null ? null : Number(spendLimit),
        // Every role sees when the statement is due, while something is due.
        nextPaymentDate: owed.due > 0 ? owed.dueDate : null,
        currency: currency(company.platformCurrency),
      };
    },
  };
}

export type Statistics = ReturnType<typeof createStatistics>;
