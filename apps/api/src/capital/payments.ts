import { timeZoneOfCardService, toMinor } from '@outlay/rules';
import type { ActionCodes } from '../auth/action-codes.js';
import type { Clock } from '../clock.js';
import { type Day, todayIn } from '../dashboard/calendar.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { type IdPayload, idPayloadSchema } from '../jobs/id-payload.js';
import { enqueueRowJob } from '../jobs/row-job.js';
import { BANK_DEBIT_JOB, type BankDebits, debitOf } from '../statements/pay-now.js';
import { verifiedAccountOf } from '../statements/verified-account.js';
import type { InstalmentType } from './schedule.js';

export const LOAN_PAY_QUEUE = 'capital.pay';
export const PAY_LOAN_ACTION = 'PAY_LOAN';

export type LoanPaymentKind = 'instalment' | 'payoff';

export interface LoanPaymentView {
  id: number;
  kind: LoanPaymentKind;
  dueDate: Day | null;
  amount: number;
  status: 'pending' | 'confirmed' | 'refused';
  createdAt: string;
  settledAt: string | null;
}

export interface PayLoanRequest {
  kind: LoanPaymentKind;
  /** The instalment's due day, when one instalment is paid early. */
  dueDate?: Day;
  accountId: number;
  actionCode: string;
}

type PayPayload = IdPayload<'companyId' | 'paymentId'>;

const PAY_PAYLOAD_SCHEMA = idPayloadSchema('companyId', 'paymentId');

interface Part {
  entryId: number;
  paymentType: InstalmentType;
  dueDate: Day;
  amountMinor: number;
  paid: boolean;
}

/**
 * The parts a payment pays: one instalment is every unpaid part due on its day; paying off is
 * the principal still owed and every unpaid part already due (overdue ones included), the same
 * parts `payoffOn` sums.
 */
export function partsToPay(
  parts: readonly Part[],
  request: { kind: LoanPaymentKind; dueDate?: Day | undefined },
  today: Day,
): Part[] {
  if (request.kind === 'instalment') {
    return parts.filter((part) => !part.paid && part.dueDate === request.dueDate);
  }
  return parts.filter(
    (part) => !part.paid && (part.paymentType === 'principal' || part.dueDate <= today),
  );
}

export function loanPaymentView(row: {
  id: number;
  kind: LoanPaymentKind;
  due_date: Day | null;
  amount_minor: number;
  status: LoanPaymentView['status'];
  created_at: Date;
  settled_at: Date | null;
}): LoanPaymentView {
  return {
    id: row.id,
    kind: row.kind,
    dueDate: row.due_date,
    amount: row.amount_minor,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

export interface LoanPayments {
  /** One payment of a loan on its way at a time, whatever the number of requests. */
  pay(session: Session, loanId: number, request: PayLoanRequest): Promise<LoanPaymentView>;
}

/**
 * Paying a loan (issue 35): an instalment early, or the whole loan off, from a verified AutoPay
 * account with a fresh code. The bank debits on the job queue; when it confirms, the parts paid
 * are marked paid (their loan entries post) and, on a payoff, the interest not yet due is no
 * longer owed (its entries go, as the lender no longer charges it).
 */
export function createLoanPayments(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  actionCodes: ActionCodes;
  bank: BankDebits;
}): LoanPayments {
  const { db, clock, jobs, actionCodes } = deps;

  jobs.define<PayPayload, { confirmed: true }>({
    queue: LOAN_PAY_QUEUE,
    payloadSchema: PAY_PAYLOAD_SCHEMA,
    ...BANK_DEBIT_JOB,
    async run({ companyId, paymentId }) {
      const payment = await kyselyOf(db)
        .selectFrom('loan_payments as p')
        .innerJoin('autopay_bank_accounts as a', (join) =>
          join.onRef('a.id', '=', 'p.account_id').onRef('a.company_id', '=', 'p.company_id'),
        )
        .select(['p.amount_minor', 'p.currency', 'a.account_number'])
        .where('p.company_id', '=', companyId)
        .where('p.id', '=', paymentId)
        .executeTakeFirst();
      return debitOf(deps.bank, payment);
    },
    async settle(tx, { companyId, paymentId }, _job, outcome) {
      const q = kyselyOf(tx);
      const payment = await q
        .selectFrom('loan_payments')
        .select(['id', 'status', 'kind', 'loan_id'])
        .where('company_id', '=', companyId)
        .where('id', '=', paymentId)
        .forUpdate()
        .executeTakeFirst();
      if (payment?.status !== 'pending') return;
      const now = clock.now();
      if (outcome.state !== 'completed') {
        await q
          .updateTable('loan_payments')
          .set({ status: 'refused', settled_at: now })
          .where('company_id', '=', companyId)
          .where('id', '=', paymentId)
          .execute();
        return;
      }
      const company = await q
        .selectFrom('companies')
        .select('card_service_type')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow();
      const today = todayIn(timeZoneOfCardService(company.card_service_type), now);
      const parts = await q
        .selectFrom('loan_payment_parts')
        .select('entry_id')
        .where('company_id', '=', companyId)
        .where('payment_id', '=', paymentId)
        .execute();
      const ids = parts.map((part) => part.entry_id);
      if (ids.length > 0) {
        await q
          .updateTable('loan_instalments')
          .set({ status: 'paid', paid_date: today })
          .where('company_id', '=', companyId)
          .where('entry_id', 'in', ids)
          .execute();
        await q
          .updateTable('entries')
          .set({ state: 'posted', posted_at: now })
          .where('company_id', '=', companyId)
          .where('id', 'in', ids)
          .execute();
      }
      if (payment.kind === 'payoff') {
        // Paid off: what the schedule still held beyond the payoff is not owed any more.
        const rest = await q
          .selectFrom('loan_instalments')
          .select('entry_id')
          .where('company_id', '=', companyId)
          .where('loan_id', '=', payment.loan_id)
          .where('status', '!=', 'paid')
          .execute();
        if (rest.length > 0) {
          await q
            .deleteFrom('entries')
            .where('company_id', '=', companyId)
            .where(
              'id',
              'in',
              rest.map((row) => row.entry_id),
            )
            .execute();
        }
      }
      await q
        .updateTable('loan_payments')
        .set({ status: 'confirmed', settled_at: now })
        .where('company_id', '=', companyId)
        .where('id', '=', paymentId)
        .execute();
    },
  });

  return {
    async pay(session, loanId, request) {
      const payment = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        // The loan's row is the lock every payment of it queues on.
        const loan = await q
          .selectFrom('loans')
          .select(['id', 'currency'])
          .where('company_id', '=', session.companyId)
          .where('id', '=', loanId)
          .forUpdate()
          .executeTakeFirst();
        if (!loan) throw new AppError(404, 'NOT_FOUND', 'capital.loanNotFound');
        const pending = await q
          .selectFrom('loan_payments')
          .select('id')
          .where('company_id', '=', session.companyId)
          .where('loan_id', '=', loanId)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (pending) throw new AppError(409, 'CONFLICT', 'capital.paymentInProgress');
        const company = await q
          .selectFrom('companies')
          .select('card_service_type')
          .where('id', '=', session.companyId)
          .executeTakeFirstOrThrow();
        const today = todayIn(timeZoneOfCardService(company.card_service_type), clock.now());
        const rows = await q
          .selectFrom('loan_instalments')
          .select(['entry_id', 'payment_type', 'due_date', 'status', 'loan_currency_amount'])
          .where('company_id', '=', session.companyId)
          .where('loan_id', '=', loanId)
          .execute();
        const parts: Part[] = rows.map((row) => ({
          entryId: row.entry_id,
          paymentType: row.payment_type,
          dueDate: row.due_date,
          amountMinor: toMinor(row.loan_currency_amount, loan.currency),
          paid: row.status === 'paid',
        }));
        if (parts.every((part) => part.paid)) {
          throw new AppError(409, 'CONFLICT', 'capital.nothingToPay');
        }
        const paying = partsToPay(parts, request, today);
        if (request.kind === 'instalment' && paying.length === 0) {
          throw new AppError(400, 'VALIDATION', 'capital.instalmentNotFound');
        }
        // For a payoff these are the parts payoffOn sums: the amount the page showed today.
        const amount = paying.reduce((sum, part) => sum + part.amountMinor, 0);
        if (amount <= 0) throw new AppError(409, 'CONFLICT', 'capital.nothingToPay');
        const account = await verifiedAccountOf(
          tx,
          session.companyId,
          request.accountId,
          loan.currency,
          clock.now(),
        );
        if (account === null) throw new AppError(400, 'VALIDATION', 'capital.accountNotVerified');
        await actionCodes.spend(session, { actionType: PAY_LOAN_ACTION }, request.actionCode, tx);
        const inserted = await q
          .insertInto('loan_payments')
          .values({
            company_id: session.companyId,
            loan_id: loanId,
            kind: request.kind,
            due_date: request.kind === 'instalment' ? (request.dueDate ?? null) : null,
            account_id: account.id,
            requested_by: session.userId,
            currency: loan.currency,
            amount_minor: amount,
            status: 'pending',
            created_at: clock.now(),
          })
          .returning([
            'id',
            'kind',
            'due_date',
            'amount_minor',
            'status',
            'created_at',
            'settled_at',
          ])
          .executeTakeFirstOrThrow();
        await q
          .insertInto('loan_payment_parts')
          .values(
            paying.map((part) => ({
              payment_id: inserted.id,
              company_id: session.companyId,
              entry_id: part.entryId,
              amount_minor: part.amountMinor,
            })),
          )
          .execute();
        await enqueueRowJob(jobs, tx, {
          queue: LOAN_PAY_QUEUE,
          table: 'loan_payments',
          kind: 'loan-payment',
          companyId: session.companyId,
          id: inserted.id,
          requestedBy: session.userId,
          payload: { companyId: session.companyId, paymentId: inserted.id },
        });
        return inserted;
      });
      jobs.wake(LOAN_PAY_QUEUE);
      return loanPaymentView(payment);
    },
  };
}
