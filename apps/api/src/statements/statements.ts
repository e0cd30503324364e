import { timeZoneOfCardService, toMinor } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { autopayCurrencies } from '../banking/autopay-accounts.js';
import {
  type Day,
  type StatementCycle,
  addDays,
  cycleContaining,
  previousCycle,
  todayIn,
} from '../dashboard/calendar.js';
import { startOf } from '../dashboard/day-instants.js';
import { AppError } from '../http/errors.js';
import { type StatementCompany, cycleFigures } from './cycle-figures.js';
import { isVerifiedFor } from './verified-account.js';

/** Days between a statement's close and its due date. */
export const PAYMENT_DUE_DAYS = 21;

export type StatementState = 'open' | 'closed' | 'due' | 'paid' | 'overdue';

export interface StatementPaymentView {
  id: number;
  amount: number;
  status: 'pending' | 'confirmed' | 'refused';
  createdAt: string;
}

/** What AutoPay does about a statement: it will debit (scheduled), or did (its debit's status). */
export interface StatementAutopayView {
  status: 'scheduled' | 'pending' | 'confirmed' | 'refused';
  /** In minor units of the statement's currency. */
  amount: number;
  /** The day it debits (or debited): the due date. */
  date: Day;
  account: { bankName: string | null; lastFour: string };
}

/** A statement as the server computes it; every amount in minor units of `currency`. */
export interface StatementView {
  /** `<period start>-<currency>`: stable, readable, and the same before and after it closes. */
  id: string;
  /** The stored row, once closed. */
  rowId: number | null;
  currency: string;
  periodStart: Day;
  closingDate: Day;
  dueDate: Day;
  previousBalance: number;
  purchases: number;
  paymentsAndCredits: number;
  feesAndPenalties: number;
  newBalance: number;
  /** Settlements posted since it closed. */
  paidSinceClose: number;
  amountDue: number;
  state: StatementState;
  entryCount: number;
  payment: StatementPaymentView | null;
  /** Null when the company has no verified AutoPay account for it and none debited it. */
  autopay: StatementAutopayView | null;
  /** Its CFDI (a Mexican company's statement with fees), or null. */
  cfdi: StatementCfdiView | null;
}

/** A statement's CFDI as the statement shows it (statements/cfdi.ts issues it). */
export interface StatementCfdiView {
  status: 'pending' | 'stamped' | 'refused' | 'failed';
  uuid: string | null;
  /** Its total, IVA included, in minor units: the statement's fees and penalties. */
  total: number;
}

const STATEMENT_ID = /^(\d{4}-\d{2}-\d{2})-([A-Z]{3})$/;

export const statementIdOf = (periodStart: Day, currency: string) => `${periodStart}-${currency}`;

export const notFound = () => new AppError(404, 'NOT_FOUND', 'statements.notFound');

/**
 * What a closed statement leaves to pay, and what state that puts it in, on `today`. One
 * whose AutoPay debit the bank refused (`refused`) is overdue from then on, its due date or not.
 */
export function stateOf(
  figures: { newBalance: number; paidSinceClose: number; dueDate: Day; refused?: boolean },
  today: Day,
): { amountDue: number; state: StatementState } {
  const amountDue = Math.max(0, figures.newBalance - figures.paidSinceClose);
  if (figures.newBalance <= 0) return { amountDue: 0, state: 'closed' };
  if (amountDue === 0) return { amountDue, state: 'paid' };
  return {
    amountDue,
    state: today > figures.dueDate || figures.refused === true ? 'overdue' : 'due',
  };
}

const lastFourOf = (accountNumber: string) => accountNumber.slice(-4);

export async function statementCompanyOf(db: Db, companyId: number): Promise<StatementCompany> {
  const row = await kyselyOf(db)
    .selectFrom('companies')
    .select([
      'id',
      'card_service_type',
      'statement_cycle_day',
      'billing_method',
      'platform_currency',
      'billing_currency',
    ])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    id: row.id,
    timeZone: timeZoneOfCardService(row.card_service_type),
    cycleDay: row.statement_cycle_day,
    platformCurrency: row.platform_currency,
    currencies: autopayCurrencies(row),
  };
}

interface Settlement {
  /** When it posted, in ms. */
  at: number;
  /** The statement currency it pays. */
  currency: string;
  /** Paid, in minor units (positive for money in). */
  minor: number;
}

/**
 * The company's posted settlements (statement payments) since `since`, in minor units of the
 * statement currency they pay, counted as the cycle figures count them.
 */
async function settlementsOf(
  db: Db,
  company: StatementCompany,
  since?: Date,
): Promise<Settlement[]> {
  const rows = await kyselyOf(db)
    .selectFrom('entries as e')
    .innerJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .select(['e.posted_at', 'e.amount', 'ct.currency', 'ct.transaction_amount'])
    .where('e.company_id', '=', company.id)
    .where('e.state', '=', 'posted')
    .where('ct.payment_type', '=', 'settlement')
    .$if(since !== undefined, (query) => query.where('e.posted_at', '>=', since ?? new Date(0)))
    .execute();
  return rows.map((row) => {
    const billedIn = company.currencies.includes(row.currency)
      ? row.currency
      : (company.currencies[0] ?? row.currency);
    const amount =
      row.currency === company.platformCurrency
        ? toMinor(row.amount, billedIn)
        : Math.sign(Number(row.amount)) * toMinor(row.transaction_amount, billedIn);
    return { at: row.posted_at?.getTime() ?? 0, currency: billedIn, minor: -amount };
  });
}

const paidSince = (paid: readonly Settlement[], currency: string, since: Date) =>
  paid
    .filter((settlement) => settlement.currency === currency && settlement.at >= since.getTime())
    .reduce((sum, settlement) => sum + settlement.minor, 0);

const nextCycle = (cycle: StatementCycle, cycleDay: number) =>
  cycleContaining(addDays(cycle.endDate, 1), cycleDay);

export interface Statements {
  /** Closes every cycle that has ended (idempotent), then lists them newest first, open first. */
  list(companyId: number): Promise<StatementView[]>;
  /** One statement by its id; 404 when the company has none such. */
  get(companyId: number, id: string): Promise<StatementView>;
  /**
   * What is left to pay of the newest closed statement in `currency`, and its due date: the
   * dashboard's Amount Due and Due Date and billing's statement read it. Null before any closed.
   */
  latestDue(
    companyId: number,
    currency: string,
  ): Promise<{ dueMinor: number; dueDate: Day } | null>;
  /** Closes the company's ended cycles not closed yet; answers how many it closed. */
  closeEnded(companyId: number, db?: Db): Promise<number>;
}

export function createStatements(db: Db, clock: Clock): Statements {
  async function closeEnded(companyId: number, target: Db = db): Promise<number> {
    const company = await statementCompanyOf(target, companyId);
    const today = todayIn(company.timeZone, clock.now());
    const lastEnded = previousCycle(today, company.cycleDay);
    const q = kyselyOf(target);
    const latest = await q
      .selectFrom('statements')
      .select(['currency', 'period_start', 'period_end', 'new_balance_minor'])
      .where('company_id', '=', companyId)
      .orderBy('period_start', 'desc')
      .limit(company.currencies.length)
      .execute();
    const balances = new Map<string, number>();
    let cycle: StatementCycle;
    const newest = latest[0];
    if (newest) {
      for (const row of latest) {
        if (row.period_start === newest.period_start) {
          balances.set(row.currency, row.new_balance_minor);
        }
      }
      cycle = nextCycle(
        { startDate: newest.period_start, endDate: newest.period_end },
        company.cycleDay,
      );
    } else {
      const first = await q
        .selectFrom('entries')
        .select((eb) => eb.fn.min('posted_at').as('first'))
        .where('company_id', '=', companyId)
        .where('kind', '=', 'card')
        .where('state', '=', 'posted')
        .executeTakeFirst();
      if (!first?.first) return 0;
      cycle = cycleContaining(todayIn(company.timeZone, new Date(first.first)), company.cycleDay);
    }
    let closed = 0;
    while (cycle.startDate <= lastEnded.startDate) {
      const figures = await cycleFigures(target, company, cycle);
      const endsAt = startOf(addDays(cycle.endDate, 1), company.timeZone);
      const rows = company.currencies.map((currency) => {
        const moved = figures.get(currency) ?? {
          purchases: 0,
          paymentsCredits: 0,
          fees: 0,
          net: 0,
          entryCount: 0,
        };
        const previous = balances.get(currency) ?? 0;
        const newBalance = previous + moved.net;
        balances.set(currency, newBalance);
        return {
          company_id: companyId,
          currency,
          period_start: cycle.startDate,
          period_end: cycle.endDate,
          due_date: addDays(cycle.endDate, PAYMENT_DUE_DAYS),
          ends_at: endsAt,
          previous_balance_minor: previous,
          purchases_minor: moved.purchases,
          payments_credits_minor: moved.paymentsCredits,
          fees_minor: moved.fees,
          new_balance_minor: newBalance,
          entry_count: moved.entryCount,
          closed_at: clock.now(),
        };
      });
      // Two callers closing the same cycle at once write the same figures: the second is a no-op.
      const inserted = await q
        .insertInto('statements')
        .values(rows)
        .onConflict((oc) => oc.columns(['company_id', 'currency', 'period_start']).doNothing())
        .returning('id')
        .execute();
      closed += inserted.length;
      cycle = nextCycle(cycle, company.cycleDay);
    }
    return closed;
  }

  async function list(companyId: number): Promise<StatementView[]> {
    await closeEnded(companyId);
    const company = await statementCompanyOf(db, companyId);
    const today = todayIn(company.timeZone, clock.now());
    const q = kyselyOf(db);
    const [rows, paid, payments, refusals, accounts, cfdis] = await Promise.all([
      q
        .selectFrom('statements')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('period_start', 'desc')
        .orderBy('currency')
        .execute(),
      settlementsOf(db, company),
      q
        .selectFrom('statement_payments')
        .select([
          'id',
          'statement_id',
          'account_id',
          'amount_minor',
          'status',
          'source',
          'created_at',
        ])
        .where('company_id', '=', companyId)
        .orderBy('id', 'desc')
        .execute(),
      q
        .selectFrom('statement_delinquencies')
        .select('statement_id')
        .where('company_id', '=', companyId)
        .execute(),
      q
        .selectFrom('autopay_bank_accounts')
        .select([
          'id',
          'currency',
          'auto_debit',
          'verification_status',
          'region_flag',
          'pad_document',
          'pad_requested_at',
          'user_agreement_id',
          'account_number',
          'bank_name',
        ])
        .where('company_id', '=', companyId)
        .execute(),
      q
        .selectFrom('statement_cfdis')
        .select(['statement_id', 'status', 'uuid', 'total_minor'])
        .where('company_id', '=', companyId)
        .execute(),
    ]);
    const cfdiOf = new Map(
      cfdis.map((row): [number, StatementCfdiView] => [
        row.statement_id,
        { status: row.status, uuid: row.uuid, total: row.total_minor },
      ]),
    );
    const refused = new Set(refusals.map((row) => row.statement_id));
    const accountView = (account: (typeof accounts)[number]) => ({
      bankName: account.bank_name,
      lastFour: lastFourOf(account.account_number),
    });
    const accountsById = new Map(accounts.map((account) => [account.id, account]));
    // The account AutoPay debits in each currency: its auto-debit one, while it is verified.
    const debitsFrom = new Map(
      accounts
        .filter(
          (account) => account.auto_debit && isVerifiedFor(account, account.currency, clock.now()),
        )
        .map((account) => [account.currency, account]),
    );
    const autopayDebit = new Map<number, (typeof payments)[number]>();
    for (const payment of payments) {
      if (payment.source === 'autopay') autopayDebit.set(payment.statement_id, payment);
    }
    const latestPayment = new Map<number, StatementPaymentView>();
    for (const payment of payments) {
      if (latestPayment.has(payment.statement_id)) continue;
      latestPayment.set(payment.statement_id, {
        id: payment.id,
        amount: payment.amount_minor,
        status: payment.status,
        createdAt: payment.created_at.toISOString(),
      });
    }
    const closedViews = rows.map((row): StatementView => {
      const paidSinceClose = paidSince(paid, row.currency, row.ends_at);
      const { amountDue, state } = stateOf(
        {
          newBalance: row.new_balance_minor,
          paidSinceClose,
          dueDate: row.due_date,
          refused: refused.has(row.id),
        },
        today,
      );
      const payment = latestPayment.get(row.id) ?? null;
      const debit = autopayDebit.get(row.id);
      const debitAccount = debit ? accountsById.get(debit.account_id) : undefined;
      const scheduledFrom = debitsFrom.get(row.currency);
      let autopay: StatementAutopayView | null = null;
      if (debit && debitAccount) {
        autopay = {
          status: debit.status,
          amount: debit.amount_minor,
          date: row.due_date,
          account: accountView(debitAccount),
        };
      } else if (state === 'due' && payment?.status !== 'pending' && scheduledFrom) {
        // Said before it runs: on the due date the sweep debits what is then left to pay.
        autopay = {
          status: 'scheduled',
          amount: amountDue,
          date: row.due_date,
          account: accountView(scheduledFrom),
        };
      }
      return {
        id: statementIdOf(row.period_start, row.currency),
        rowId: row.id,
        currency: row.currency,
        periodStart: row.period_start,
        closingDate: row.period_end,
        dueDate: row.due_date,
        previousBalance: row.previous_balance_minor,
        purchases: row.purchases_minor,
        paymentsAndCredits: row.payments_credits_minor,
        feesAndPenalties: row.fees_minor,
        newBalance: row.new_balance_minor,
        paidSinceClose,
        amountDue,
        state,
        entryCount: row.entry_count,
        payment,
        autopay,
        cfdi: cfdiOf.get(row.id) ?? null,
      };
    });
    // The cycle running now, as it stands: open, nothing due on it yet.
    const current = cycleContaining(today, company.cycleDay);
    const figures = await cycleFigures(db, company, current);
    const openViews = company.currencies.map((currency): StatementView => {
      const moved = figures.get(currency);
      const previousBalance =
        closedViews.find((view) => view.currency === currency)?.newBalance ?? 0;
      return {
        id: statementIdOf(current.startDate, currency),
        rowId: null,
        currency,
        periodStart: current.startDate,
        closingDate: current.endDate,
        dueDate: addDays(current.endDate, PAYMENT_DUE_DAYS),
        previousBalance,
        purchases: moved?.purchases ?? 0,
        paymentsAndCredits: moved?.paymentsCredits ?? 0,
        feesAndPenalties: moved?.fees ?? 0,
        newBalance: previousBalance + (moved?.net ?? 0),
        paidSinceClose: 0,
        amountDue: 0,
        state: 'open',
        entryCount: moved?.entryCount ?? 0,
        payment: null,
        autopay: null,
        cfdi: null,
      };
    });
    return [...openViews, ...closedViews];
  }

  return {
    list,
    closeEnded,
    async latestDue(companyId, currency) {
      await closeEnded(companyId);
      const company = await statementCompanyOf(db, companyId);
      const row = await kyselyOf(db)
        .selectFrom('statements')
        .select(['new_balance_minor', 'ends_at', 'due_date'])
        .where('company_id', '=', companyId)
        .where('currency', '=', currency)
        .orderBy('period_start', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      const paid = await settlementsOf(db, company, row.ends_at);
      const { amountDue } = stateOf(
        {
          newBalance: row.new_balance_minor,
          paidSinceClose: paidSince(paid, currency, row.ends_at),
          dueDate: row.due_date,
        },
        todayIn(company.timeZone, clock.now()),
      );
      return { dueMinor: amountDue, dueDate: row.due_date };
    },
    async get(companyId, id) {
      if (!STATEMENT_ID.test(id)) throw notFound();
      const found = (await list(companyId)).find((statement) => statement.id === id);
      if (!found) throw notFound();
      return found;
    },
  };
}
