import { fromMinor, timeZoneOfCardService, toMinor } from '@outlay/rules';
import type { ActionCodes } from '../auth/action-codes.js';
import type { Clock } from '../clock.js';
import { type Day, todayIn } from '../dashboard/calendar.js';
import { startOf } from '../dashboard/day-instants.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lender } from './lender.js';
import { type LoanPaymentView, loanPaymentView } from './payments.js';
import { type InstalmentType, addMonths, loanSchedule, payoffOn, totalOf } from './schedule.js';
import { insertEntry } from '../entries/insert-entry.js';

export const ACCEPT_ACTION = 'ACCEPT_LOAN_OFFER';
/** The lender's name on the loans it pays out and their instalments (the seed's too). */
export const LENDER_NAME = 'Outlay Capital';

export interface InstalmentView {
  id: number;
  paymentType: InstalmentType;
  status: 'due' | 'paid' | 'overdue';
  dueDate: Day;
  paidDate: Day | null;
  amount: number;
}

/** A loan with its schedule; every amount in minor units of `currency`. */
export interface LoanView {
  id: number;
  flag: 'WC' | 'GROWTH';
  description: string;
  currency: string;
  principal: number;
  disbursedAt: string;
  paid: number;
  due: number;
  overdue: number;
  payoffToday: number;
  instalments: InstalmentView[];
  /** The latest payment of the loan (an instalment early or the payoff), if any. */
  payment: LoanPaymentView | null;
}

export interface LoanOfferView {
  id: number;
  flag: 'WC' | 'GROWTH';
  currency: string;
  principal: number;
  months: number;
  monthlyRate: number;
  originationFeeRate: number;
  vatRate: number;
  originationFee: number;
  /** Principal, interest, fee and VAT over the whole schedule. */
  totalRepayment: number;
  firstDueDate: Day;
  expiresAt: string;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'capital.offerNotFound');

async function companyOf(db: Db, companyId: number) {
  const row = await kyselyOf(db)
    .selectFrom('companies')
    .select((eb) => [
      'id',
      'country_code',
      'platform_currency',
      'card_service_type',
      eb.cast<number>('available_spent', 'float8').as('available_spent'),
      eb.cast<number>('total_spent', 'float8').as('total_spent'),
    ])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { ...row, timeZone: timeZoneOfCardService(row.card_service_type) };
}

type OfferRow = {
  id: number;
  flag: 'WC' | 'GROWTH';
  currency: string;
  principal_minor: number;
  months: number;
  monthly_rate_bp: number;
  origination_fee_bp: number;
  vat_bp: number;
  expires_at: Date;
};

function offerView(row: OfferRow, today: Day): LoanOfferView {
  const terms = {
    principalMinor: row.principal_minor,
    months: row.months,
    monthlyRateBp: row.monthly_rate_bp,
    originationFeeBp: row.origination_fee_bp,
    vatBp: row.vat_bp,
  };
  const schedule = loanSchedule(terms, today);
  return {
    id: row.id,
    flag: row.flag,
    currency: row.currency,
    principal: row.principal_minor,
    months: row.months,
    monthlyRate: row.monthly_rate_bp,
    originationFeeRate: row.origination_fee_bp,
    vatRate: row.vat_bp,
    originationFee: totalOf(schedule.filter((r) => r.paymentType === 'originationFee')),
    totalRepayment: totalOf(schedule),
    firstDueDate: addMonths(today, 1),
    expiresAt: row.expires_at.toISOString(),
  };
}

export interface Capital {
  loans(companyId: number): Promise<{ currency: string; loans: LoanView[] }>;
  /** The open offer, asking the lender for one when there is none. */
  offer(companyId: number): Promise<LoanOfferView | null>;
  /** Accepts the open offer once: the loan, its schedule as loan entries, the terms locked. */
  accept(session: Session, offerId: number, actionCode: string): Promise<LoanView>;
}

export function createCapital(deps: {
  db: Db;
  clock: Clock;
  actionCodes: ActionCodes;
  lender: Lender;
}): Capital {
  const { db, clock, actionCodes } = deps;

  async function loans(companyId: number, target: Db = db) {
    const company = await companyOf(target, companyId);
    const today = todayIn(company.timeZone, clock.now());
    const q = kyselyOf(target);
    // One after another, payments first: a settled payment and the instalments it paid commit
    // together, so once a payment reads as confirmed the instalments read after it are paid.
    // Read side by side (each on its own connection on PostgreSQL), a payment could read as
    // confirmed beside instalments still due.
    const payments = await q
      .selectFrom('loan_payments')
      .select([
        'id',
        'loan_id',
        'kind',
        'due_date',
        'amount_minor',
        'status',
        'created_at',
        'settled_at',
      ])
      .where('company_id', '=', companyId)
      .orderBy('id', 'desc')
      .execute();
    const loanRows = await q
      .selectFrom('loans')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('disbursed_at', 'desc')
      .execute();
    const instalments = await q
      .selectFrom('loan_instalments')
      .select([
        'entry_id',
        'loan_id',
        'payment_type',
        'status',
        'due_date',
        'paid_date',
        'loan_currency_amount',
        'loan_currency',
      ])
      .where('company_id', '=', companyId)
      .orderBy('due_date')
      .orderBy('entry_id')
      .execute();
    const views = loanRows.map((loan): LoanView => {
      const own = instalments
        .filter((row) => row.loan_id === loan.id)
        .map((row) => ({
          id: row.entry_id,
          paymentType: row.payment_type,
          status: row.status,
          dueDate: row.due_date,
          paidDate: row.paid_date,
          amount: toMinor(row.loan_currency_amount, row.loan_currency),
        }));
      // Newest first: the first of the loan's is its latest.
      const latest = payments.find((row) => row.loan_id === loan.id);
      const sum = (status: InstalmentView['status']) =>
        own.filter((row) => row.status === status).reduce((total, row) => total + row.amount, 0);
      return {
        id: loan.id,
        flag: loan.flag,
        description: loan.description,
        currency: loan.currency,
        principal: toMinor(loan.principal, loan.currency),
        disbursedAt: loan.disbursed_at.toISOString(),
        paid: sum('paid'),
        due: sum('due'),
        overdue: sum('overdue'),
        payoffToday: payoffOn(
          own.map((row) => ({
            paymentType: row.paymentType,
            dueDate: row.dueDate,
            amountMinor: row.amount,
            paid: row.status === 'paid',
          })),
          today,
        ),
        instalments: own,
        payment: latest ? loanPaymentView(latest) : null,
      };
    });
    return { currency: company.platform_currency, loans: views };
  }

  return {
    loans: (companyId) => loans(companyId),

    async offer(companyId) {
      const company = await companyOf(db, companyId);
      const today = todayIn(company.timeZone, clock.now());
      const q = kyselyOf(db);
      const columns = [
        'id',
        'flag',
        'currency',
        'principal_minor',
        'months',
        'monthly_rate_bp',
        'origination_fee_bp',
        'vat_bp',
        'expires_at',
      ] as const;
      const open = await q
        .selectFrom('loan_offers')
        .select(columns)
        .where('company_id', '=', companyId)
        .where('status', '=', 'open')
        .where('expires_at', '>', clock.now())
        .executeTakeFirst();
      if (open) return offerView(open, today);
      const answer = await deps.lender.offerFor({
        countryCode: company.country_code,
        currency: company.platform_currency,
        spend: company.available_spent + company.total_spent,
      });
      if (!answer) return null;
      const now = clock.now();
      const made = await db.transaction(async (tx) => {
        const t = kyselyOf(tx);
        // An expired offer gives way to the new one.
        await t
          .deleteFrom('loan_offers')
          .where('company_id', '=', companyId)
          .where('status', '=', 'open')
          .where('expires_at', '<=', now)
          .execute();
        await t
          .insertInto('loan_offers')
          .values({
            company_id: companyId,
            flag: answer.flag,
            currency: company.platform_currency,
            principal_minor: answer.principalMinor,
            months: answer.months,
            monthly_rate_bp: answer.monthlyRateBp,
            origination_fee_bp: answer.originationFeeBp,
            vat_bp: answer.vatBp,
            status: 'open',
            offered_at: now,
            expires_at: new Date(now.getTime() + answer.validDays * 86_400_000),
          })
          // Two first reads at once: the second finds the first's offer.
          .onConflict((oc) => oc.column('company_id').where('status', '=', 'open').doNothing())
          .execute();
        return t
          .selectFrom('loan_offers')
          .select(columns)
          .where('company_id', '=', companyId)
          .where('status', '=', 'open')
          .executeTakeFirst();
      });
      return made ? offerView(made, today) : null;
    },

    async accept(session, offerId, actionCode) {
      const loanId = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        // The offer's row is the lock every acceptance of it queues on.
        const offer = await q
          .selectFrom('loan_offers')
          .selectAll()
          .where('company_id', '=', session.companyId)
          .where('id', '=', offerId)
          .forUpdate()
          .executeTakeFirst();
        if (!offer) throw notFound();
        if (offer.status !== 'open') {
          throw new AppError(409, 'CONFLICT', 'capital.offerTaken');
        }
        if (offer.expires_at <= clock.now()) {
          throw new AppError(409, 'CONFLICT', 'capital.offerExpired');
        }
        await actionCodes.spend(session, { actionType: ACCEPT_ACTION }, actionCode, tx);
        const company = await companyOf(tx, session.companyId);
        const now = clock.now();
        const today = todayIn(company.timeZone, now);
        const description = offer.flag === 'WC' ? 'Working capital loan' : 'Growth loan';
        const loan = await q
          .insertInto('loans')
          .values({
            company_id: session.companyId,
            flag: offer.flag,
            description,
            provider_name: LENDER_NAME,
            currency: offer.currency,
            principal: fromMinor(offer.principal_minor, offer.currency).toFixed(2),
            disbursed_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The terms as accepted: the schedule is made from the locked offer, never asked again.
        const schedule = loanSchedule(
          {
            principalMinor: offer.principal_minor,
            months: offer.months,
            monthlyRateBp: offer.monthly_rate_bp,
            originationFeeBp: offer.origination_fee_bp,
            vatBp: offer.vat_bp,
          },
          today,
        );
        for (const row of schedule) {
          const amount = fromMinor(row.amountMinor, offer.currency);
          const entryId = await insertEntry(
            q,
            {
              company_id: session.companyId,
              kind: 'loan',
              user_id: null,
              occurred_at: startOf(row.dueDate, company.timeZone),
              posted_at: null,
              state: 'pending',
              amount,
              title: LENDER_NAME,
            },
            [
              LENDER_NAME,
              description,
              offer.flag === 'WC' ? 'Loan' : 'Growth Loan',
              row.paymentType,
              amount.toFixed(2),
            ],
          );
          await q
            .insertInto('loan_instalments')
            .values({
              entry_id: entryId,
              company_id: session.companyId,
              loan_id: loan.id,
              payment_type: row.paymentType,
              status: 'due',
              due_date: row.dueDate,
              paid_date: null,
              platform_currency_amount: amount,
              platform_currency: company.platform_currency,
              loan_currency_amount: amount,
              loan_currency: offer.currency,
            })
            .execute();
        }
        await q
          .updateTable('loan_offers')
          .set({
            status: 'accepted',
            accepted_at: now,
            accepted_by: session.userId,
            loan_id: loan.id,
          })
          .where('company_id', '=', session.companyId)
          .where('id', '=', offerId)
          .execute();
        // The sidebar's Capital rule: a company with loans keeps the entry.
        await q
          .updateTable('companies')
          .set({ has_loans: true })
          .where('id', '=', session.companyId)
          .execute();
        return loan.id;
      });
      const all = await loans(session.companyId);
      const made = all.loans.find((loan) => loan.id === loanId);
      if (!made) throw notFound();
      return made;
    },
  };
}
