import { fromMinor } from '@outlay/rules';
import type { ActionCodes } from '../auth/action-codes.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import { translate } from '../i18n/messages.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import type { JobQueue } from '../jobs/job-queue.js';
import {
  type StatementPaymentView,
  type Statements,
  notFound,
  statementCompanyOf,
} from './statements.js';
import { verifiedAccountOf } from './verified-account.js';
import { insertEntry } from '../entries/insert-entry.js';
import { type IdPayload, idPayloadSchema } from '../jobs/id-payload.js';
import { enqueueRowJob } from '../jobs/row-job.js';

export const PAY_QUEUE = 'statements.pay';
export const PAY_ACTION = 'PAY_STATEMENT';

/** The bank's side of a statement debit from an AutoPay account. */
export interface BankDebits {
  /** Confirms the debit, or refuses it (`JobRefusal`); any other error is retried. */
  debit(request: { accountNumber: string; amountMinor: number; currency: string }): Promise<void>;
}

/**
 * The bank's sandbox: it answers after a moment, as a bank's debit API does, and refuses the
 * debit of an account whose number ends in 0002 (insufficient funds), so a refusal can be walked.
 */
export function sandboxBankDebits(latencyMs: number): BankDebits {
  return {
    async debit({ accountNumber }) {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      if (accountNumber.endsWith('0002')) throw new JobRefusal('INSUFFICIENT_FUNDS');
    },
  };
}

type PayPayload = IdPayload<'companyId' | 'paymentId'>;

const PAY_PAYLOAD_SCHEMA = idPayloadSchema('companyId', 'paymentId');

/**
 * Queues the bank debit of a statement payment just inserted in `tx`, and records its job on
 * the row. Pay now and AutoPay both start their payments here.
 */
export async function queueStatementPayment(
  jobs: JobQueue,
  tx: Db,
  payment: { companyId: number; paymentId: number; requestedBy: number | null },
): Promise<void> {
  const { companyId, paymentId, requestedBy } = payment;
  await enqueueRowJob(jobs, tx, {
    queue: PAY_QUEUE,
    table: 'statement_payments',
    kind: 'statement-payment',
    companyId,
    id: paymentId,
    requestedBy,
    payload: { companyId, paymentId },
  });
}

/**
 * How a bank debit's job is tried: a bank that does not answer is asked again a few times,
 * shortly; a refusal (`JobRefusal`) is final. Pay now and a loan's payment debit alike.
 */
export const BANK_DEBIT_JOB = {
  retryLimit: 3,
  retryDelaySeconds: 2,
  expireInSeconds: 120,
} as const;

/** A pending debit as its job reads it: the amount, and the account and currency debited. */
interface PendingDebit {
  amount_minor: number;
  account_number: string;
  currency: string;
}

/** The run of a bank debit's job: the payment's account is debited, or the bank refuses it. */
export async function debitOf(
  bank: BankDebits,
  payment: PendingDebit | undefined,
): Promise<{ confirmed: true }> {
  if (!payment) throw new JobRefusal('PAYMENT_NOT_FOUND');
  await bank.debit({
    accountNumber: payment.account_number,
    amountMinor: payment.amount_minor,
    currency: payment.currency,
  });
  return { confirmed: true };
}

export interface PayRequest {
  accountId: number;
  amount: number;
  actionCode: string;
}

const STATEMENT_ID = /^(\d{4}-\d{2}-\d{2})-([A-Z]{3})$/;

/** A statement payment the bank refused, as its settle sees it (inside its transaction). */
export interface RefusedPayment {
  companyId: number;
  paymentId: number;
  statementRowId: number;
  source: 'pay-now' | 'autopay';
}

export interface StatementPayments {
  /** Pay now: one payment on its way per statement, whatever the number of requests. */
  pay(session: Session, statementId: string, request: PayRequest): Promise<StatementPaymentView>;
}

export function createStatementPayments(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  actionCodes: ActionCodes;
  statements: (db: Db) => Statements;
  bank: BankDebits;
  /** Called in the settle's transaction when the bank refused a payment (AutoPay's follow-up). */
  onRefused?: (tx: Db, payment: RefusedPayment) => Promise<void>;
}): StatementPayments {
  const { db, clock, jobs, actionCodes } = deps;

  jobs.define<PayPayload, { confirmed: true }>({
    queue: PAY_QUEUE,
    payloadSchema: PAY_PAYLOAD_SCHEMA,
    ...BANK_DEBIT_JOB,
    async run({ companyId, paymentId }) {
      const payment = await kyselyOf(db)
        .selectFrom('statement_payments as p')
        .innerJoin('autopay_bank_accounts as a', (join) =>
          join.onRef('a.id', '=', 'p.account_id').onRef('a.company_id', '=', 'p.company_id'),
        )
        .innerJoin('statements as s', (join) =>
          join.onRef('s.id', '=', 'p.statement_id').onRef('s.company_id', '=', 'p.company_id'),
        )
        .select(['p.amount_minor', 'a.account_number', 's.currency'])
        .where('p.company_id', '=', companyId)
        .where('p.id', '=', paymentId)
        .executeTakeFirst();
      return debitOf(deps.bank, payment);
    },
    async settle(tx, { companyId, paymentId }, _job, outcome) {
      const q = kyselyOf(tx);
      const payment = await q
        .selectFrom('statement_payments as p')
        .innerJoin('statements as s', (join) =>
          join.onRef('s.id', '=', 'p.statement_id').onRef('s.company_id', '=', 'p.company_id'),
        )
        .select([
          'p.id',
          'p.status',
          'p.amount_minor',
          'p.requested_by',
          'p.statement_id',
          'p.source',
          's.currency',
          's.period_start',
        ])
        .where('p.company_id', '=', companyId)
        .where('p.id', '=', paymentId)
        .forUpdate('p')
        .executeTakeFirst();
      if (payment?.status !== 'pending') return;
      const now = clock.now();
      if (outcome.state !== 'completed') {
        await q
          .updateTable('statement_payments')
          .set({ status: 'refused', settled_at: now })
          .where('company_id', '=', companyId)
          .where('id', '=', paymentId)
          .execute();
        await deps.onRefused?.(tx, {
          companyId,
          paymentId,
          statementRowId: payment.statement_id,
          source: payment.source,
        });
        return;
      }
      const company = await statementCompanyOf(tx, companyId);
      const amount = fromMinor(payment.amount_minor, payment.currency);
      const title = translate(
        'en',
        payment.source === 'autopay' ? 'statements.autopay.title' : 'statements.payment.title',
      );
      const entryId = await insertEntry(
        q,
        {
          company_id: companyId,
          kind: 'card',
          user_id: payment.requested_by,
          occurred_at: now,
          posted_at: now,
          state: 'posted',
          amount: -amount,
          title,
        },
        [title, amount.toFixed(2)],
      );
      await q
        .insertInto('card_transactions')
        .values({
          entry_id: entryId,
          company_id: companyId,
          payment_type: 'settlement',
          transaction_type: 'credit',
          transaction_status: 'posted',
          transaction_amount: amount,
          currency: company.currencies.includes(payment.currency)
            ? payment.currency
            : company.platformCurrency,
          description: `${payment.source === 'autopay' ? 'AutoPay' : 'Pay now'} of the statement opened ${payment.period_start}`,
        })
        .execute();
      await q
        .updateTable('statement_payments')
        .set({ status: 'confirmed', settled_at: now, entry_id: entryId })
        .where('company_id', '=', companyId)
        .where('id', '=', paymentId)
        .execute();
    },
  });

  return {
    async pay(session, statementId, request) {
      const match = STATEMENT_ID.exec(statementId);
      if (!match?.[1] || !match[2]) throw notFound();
      const [periodStart, currency] = [match[1], match[2]];
      const payment = await db.transaction(async (tx) => {
        const statements = deps.statements(tx);
        await statements.closeEnded(session.companyId);
        const q = kyselyOf(tx);
        // The statement's row is the lock every Pay now of it queues on.
        const row = await q
          .selectFrom('statements')
          .select('id')
          .where('company_id', '=', session.companyId)
          .where('currency', '=', currency)
          .where('period_start', '=', periodStart)
          .forUpdate()
          .executeTakeFirst();
        if (!row) {
          const open = await statements.get(session.companyId, statementId);
          if (open.state === 'open') {
            throw new AppError(409, 'CONFLICT', 'statements.nothingDue');
          }
          throw notFound();
        }
        const statement = await statements.get(session.companyId, statementId);
        if (statement.payment?.status === 'pending') {
          throw new AppError(409, 'CONFLICT', 'statements.paymentInProgress');
        }
        if (statement.amountDue === 0) throw new AppError(409, 'CONFLICT', 'statements.nothingDue');
        if (request.amount > statement.amountDue) {
          throw new AppError(400, 'VALIDATION', 'statements.amountTooLarge');
        }
        const account = await verifiedAccountOf(
          tx,
          session.companyId,
          request.accountId,
          statement.currency,
          clock.now(),
        );
        if (!account) throw new AppError(400, 'VALIDATION', 'statements.accountNotVerified');
        await actionCodes.spend(session, { actionType: PAY_ACTION }, request.actionCode, tx);
        const inserted = await q
          .insertInto('statement_payments')
          .values({
            company_id: session.companyId,
            statement_id: row.id,
            account_id: account.id,
            requested_by: session.userId,
            amount_minor: request.amount,
            status: 'pending',
            created_at: clock.now(),
          })
          .returning(['id', 'amount_minor', 'status', 'created_at'])
          .executeTakeFirstOrThrow();
        await queueStatementPayment(jobs, tx, {
          companyId: session.companyId,
          paymentId: inserted.id,
          requestedBy: session.userId,
        });
        return inserted;
      });
      jobs.wake(PAY_QUEUE);
      return {
        id: payment.id,
        amount: payment.amount_minor,
        status: payment.status,
        createdAt: payment.created_at.toISOString(),
      };
    },
  };
}
