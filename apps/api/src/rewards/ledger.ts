import { toMinor } from '@outlay/rules';
import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { type Day, addDays, cycleContaining, todayIn } from '../dashboard/calendar.js';
import { startOf } from '../dashboard/day-instants.js';
import { type Statements, statementCompanyOf } from '../statements/statements.js';
import {
  type RewardCategory,
  type RewardRates,
  REWARD_CATEGORIES,
  cashbackOf,
} from './cashback.js';
import { type ReferralView, referralsOf } from './referrals.js';

export type LedgerKind = 'cashback' | 'redemption' | 'reversal';
export type RedemptionStatus = 'pending' | 'applied' | 'cancelled' | 'refused';
export type RedemptionDestination = 'statement' | 'account';

export interface RedemptionView {
  id: number;
  amount: number;
  destination: RedemptionDestination;
  accountId: number | null;
  status: RedemptionStatus;
  createdAt: string;
  settledAt: string | null;
}

export interface LedgerRowView {
  id: number;
  kind: LedgerKind;
  /** Signed, in minor units: earned and put back are positive, taken out negative. */
  amount: number;
  createdAt: string;
  periodStart: Day | null;
  closingDate: Day | null;
  redemptionId: number | null;
}

/** The rewards page: every amount in minor units of `currency` (the platform currency). */
export interface RewardsView {
  currency: string;
  /** What may be redeemed now: the ledger's sum. */
  available: number;
  /** Earned by the cycle running now; available once it closes. */
  pending: number;
  /** Every cashback earned by closed cycles. */
  earned: number;
  openCycle: { periodStart: Day; closingDate: Day };
  rates: { category: RewardCategory; rate: number }[];
  history: LedgerRowView[];
  redemptions: RedemptionView[];
  /** The companies referred, and what each still needs before its credit is paid. */
  referrals: ReferralView[];
}

export async function ratesOf(db: Db, companyId: number): Promise<RewardRates> {
  const rows = await kyselyOf(db)
    .selectFrom('reward_rates')
    .select(['category', 'rate_bp'])
    .where('company_id', '=', companyId)
    .execute();
  return new Map(rows.map((row) => [row.category, row.rate_bp]));
}

/**
 * The posted card purchases and refunds of a cycle (by posted day, in the company's time zone)
 * in minor units of the platform currency, by merchant MCC.
 */
async function cycleSpend(
  db: Db,
  company: { id: number; timeZone: string; platformCurrency: string },
  cycle: { startDate: Day; endDate: Day },
) {
  const rows = await kyselyOf(db)
    .selectFrom('entries as e')
    .innerJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .innerJoin('merchants as m', 'm.id', 'ct.merchant_id')
    .select((eb) => ['m.mcc', eb.cast<string>(eb.fn.sum<string>('e.amount'), 'text').as('total')])
    .where('e.company_id', '=', company.id)
    .where('e.kind', '=', 'card')
    .where('e.state', '=', 'posted')
    .where('ct.payment_type', '=', 'cards')
    .where('e.posted_at', '>=', startOf(cycle.startDate, company.timeZone))
    .where('e.posted_at', '<', startOf(addDays(cycle.endDate, 1), company.timeZone))
    .groupBy('m.mcc')
    .execute();
  return rows.map((row) => ({ mcc: row.mcc, minor: toMinor(row.total, company.platformCurrency) }));
}

export interface RewardsLedger {
  /**
   * Writes the cashback of every closed cycle not yet in the ledger (idempotent: two readers
   * closing one cycle write one row), on `target` (a transaction when redeeming).
   */
  earnClosed(companyId: number, target?: Db): Promise<void>;
  /** The ledger's sum in the company's platform currency. */
  available(companyId: number, target?: Db): Promise<{ currency: string; minor: number }>;
  view(companyId: number): Promise<RewardsView>;
}

export function createRewardsLedger(deps: {
  db: Db;
  clock: Clock;
  statements: (db: Db) => Statements;
}): RewardsLedger {
  const { db, clock } = deps;

  async function earnClosed(companyId: number, target: Db = db) {
    await deps.statements(target).closeEnded(companyId, target);
    const company = await statementCompanyOf(target, companyId);
    const q = kyselyOf(target);
    const currency = company.platformCurrency;
    const [cycles, earned, rates] = await Promise.all([
      q
        .selectFrom('statements')
        .select(['period_start', 'period_end'])
        .distinct()
        .where('company_id', '=', companyId)
        .execute(),
      q
        .selectFrom('reward_ledger')
        .select('period_start')
        .where('company_id', '=', companyId)
        .where('kind', '=', 'cashback')
        .where('currency', '=', currency)
        .execute(),
      ratesOf(target, companyId),
    ]);
    const done = new Set(earned.map((row) => row.period_start));
    for (const cycle of cycles) {
      if (done.has(cycle.period_start)) continue;
      const spend = await cycleSpend(target, company, {
        startDate: cycle.period_start,
        endDate: cycle.period_end,
      });
      await q
        .insertInto('reward_ledger')
        .values({
          company_id: companyId,
          currency,
          kind: 'cashback',
          amount_minor: cashbackOf(spend, rates).totalMinor,
          period_start: cycle.period_start,
          period_end: cycle.period_end,
          created_at: clock.now(),
        })
        .onConflict((oc) =>
          oc
            .columns(['company_id', 'currency', 'period_start'])
            .where('kind', '=', 'cashback')
            .doNothing(),
        )
        .execute();
    }
  }

  async function available(companyId: number, target: Db = db) {
    const company = await statementCompanyOf(target, companyId);
    const row = await kyselyOf(target)
      .selectFrom('reward_ledger')
      .select(sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'))
      .where('company_id', '=', companyId)
      .where('currency', '=', company.platformCurrency)
      .executeTakeFirst();
    return { currency: company.platformCurrency, minor: Number(row?.total ?? 0) };
  }

  return {
    earnClosed,
    available,
    async view(companyId) {
      await earnClosed(companyId);
      const company = await statementCompanyOf(db, companyId);
      const q = kyselyOf(db);
      const current = cycleContaining(todayIn(company.timeZone, clock.now()), company.cycleDay);
      const [balance, rows, redemptions, rates, spend, referrals] = await Promise.all([
        available(companyId),
        q
          .selectFrom('reward_ledger')
          .selectAll()
          .where('company_id', '=', companyId)
          .where('currency', '=', company.platformCurrency)
          .orderBy('id', 'desc')
          .execute(),
        q
          .selectFrom('reward_redemptions')
          .selectAll()
          .where('company_id', '=', companyId)
          .orderBy('id', 'desc')
          .execute(),
        ratesOf(db, companyId),
        cycleSpend(db, company, current),
        referralsOf(db, companyId),
      ]);
      return {
        currency: balance.currency,
        available: balance.minor,
        pending: cashbackOf(spend, rates).totalMinor,
        earned: rows
          .filter((row) => row.kind === 'cashback')
          .reduce((sum, row) => sum + row.amount_minor, 0),
        openCycle: { periodStart: current.startDate, closingDate: current.endDate },
        rates: REWARD_CATEGORIES.filter((category) => rates.has(category)).map((category) => ({
          category,
          rate: rates.get(category) ?? 0,
        })),
        // A cycle that earned nothing is no movement: the history leaves it out.
        history: rows
          .filter((row) => row.amount_minor !== 0)
          .map((row) => ({
            id: row.id,
            kind: row.kind,
            amount: row.amount_minor,
            createdAt: row.created_at.toISOString(),
            periodStart: row.period_start,
            closingDate: row.period_end,
            redemptionId: row.redemption_id,
          })),
        redemptions: redemptions.map(redemptionView),
        referrals,
      };
    },
  };
}

export function redemptionView(row: {
  id: number;
  amount_minor: number;
  destination: string;
  account_id: number | null;
  status: string;
  created_at: Date;
  settled_at: Date | null;
}): RedemptionView {
  return {
    id: row.id,
    amount: row.amount_minor,
    destination: row.destination as RedemptionDestination,
    accountId: row.account_id,
    status: row.status as RedemptionStatus,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}
