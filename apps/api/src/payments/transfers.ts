import type { CreateTransferRequest, PaymentTransfer as Transfer } from '@outlay/api-client/schema';
import {
  fromMinor,
  isTransferAmount,
  minorDigitsOf,
  referenceNumberProblem,
  toMinor,
} from '@outlay/rules';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { sha256Hex } from '../auth/crypto.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import type { JobOutcome } from '../jobs/job-queue.js';
import type { Services } from '../services.js';
import type { PaymentRail, RailOrder, RailReason } from './rails/rail.js';
import { speiDeliveryOf } from './spei-delivery.js';
import type { FxQuotes } from './fx-quotes.js';
import { type PaymentsOwner, type RecipientRow, type Recipients } from './recipients.js';
import { insertEntry } from '../entries/insert-entry.js';

/** A company's payment orders with their transfer and recipient, each join kept to its company. */
function ordersWithRecipients(tx: Db) {
  return kyselyOf(tx)
    .selectFrom('payment_orders as o')
    .innerJoin('transfers as t', (join) =>
      join.onRef('t.entry_id', '=', 'o.entry_id').onRef('t.company_id', '=', 'o.company_id'),
    )
    .innerJoin('beneficiaries as b', (join) =>
      join.onRef('b.id', '=', 't.beneficiary_id').onRef('b.company_id', '=', 't.company_id'),
    );
}

export const SUBMIT_QUEUE = 'payment-submit';
export const OUTCOME_QUEUE = 'payment-outcome';
const SUBJECT_KIND = 'payment';

export type RailName = 'STP' | 'RouteFusion';

/** The amount as the numeric columns keep it: a decimal text, exact. */
const decimalOf = (units: number, currency: string) =>
  fromMinor(units, currency).toFixed(minorDigitsOf(currency));

interface OrderPayload {
  companyId: number;
  idempotencyKey: string;
}

const payloadSchema = {
  type: 'object',
  properties: {
    companyId: { type: 'integer', minimum: 1 },
    idempotencyKey: { type: 'string', format: 'uuid' },
  },
  required: ['companyId', 'idempotencyKey'],
  additionalProperties: false,
} as const;

/** What a beneficiary row copies of a recipient (what the payment was sent to). */
export interface Payee {
  beneficiary_name: string;
  bank_name: string;
  swift_bic: string | null;
  account_number: string | null;
  clabe_number: string | null;
  routing_number: string | null;
  iban: string | null;
  bank_country_code: string;
  recipient_id: number | null;
}

const payeeOf = (recipient: RecipientRow): Payee => ({
  beneficiary_name: recipient.name,
  bank_name: recipient.bank_name,
  swift_bic: recipient.swift_bic,
  account_number: recipient.account_number,
  clabe_number: recipient.clabe_number,
  routing_number: recipient.routing_number,
  iban: recipient.iban,
  bank_country_code: recipient.bank_country_code,
  recipient_id: recipient.id,
});

/** What a payment takes from the company's account, when not what the rail sends. */
export interface PaymentDebit {
  amountMinor: number;
  currency: string;
  /** The FX quote the debit was priced by. */
  quoteId: string;
}

/**
 * One payment to place: its key, what it asks, to whom, and a step right after the claim (it
 * may answer the debit, for a payment priced by an FX quote it locks).
 */
export interface PaymentOrder {
  key: string;
  fingerprint: string;
  rail: RailName;
  amountMinor: number;
  currency: string;
  description: string;
  referenceNumber: string;
  payee: Payee;
  /** The bulk batch's source row, for a payment of a released batch. */
  bulkTransferId?: number | null;
  afterClaim?: () => Promise<PaymentDebit | undefined>;
}

/** What the request asked, so the same key with other details is told apart. */
function fingerprintOf(body: CreateTransferRequest): string {
  const { recipientId, amountMinor, currency, description, referenceNumber, quoteId } = body;
  const asked = [recipientId, amountMinor, currency, description.trim(), referenceNumber];
  // A payment without a quote keeps the fingerprint it always had.
  return sha256Hex(JSON.stringify(quoteId === undefined ? asked : [...asked, quoteId]));
}

/**
 * Transfers (issue 40; spec part 1 §3.10, part 2 §2.2, §3, §5): one payment per idempotency
 * key, debited from the available balance in the same transaction that spends the action code
 * and writes the dashboard's entry; the rail works on the job queue (registration, then its
 * final word), and each step changes the entry in the job's own transaction.
 */
export function createTransfers(
  services: Services,
  deps: { recipients: Recipients; rails: Record<RailName, PaymentRail>; fxQuotes: FxQuotes },
) {
  const { db, clock, actionCodes, jobs } = services;
  const { recipients, rails, fxQuotes } = deps;

  /** The order as its rail receives it, read from what the payment was sent to. */
  async function railOrderOf(tx: Db, payload: OrderPayload) {
    const row = await ordersWithRecipients(tx)
      .select([
        'o.rail',
        'o.rail_status',
        'o.rail_order_id',
        'o.amount_minor',
        'o.currency',
        'o.entry_id',
        't.stp_tracking_key',
        't.reference_number',
        't.description',
        'b.beneficiary_name',
        'b.clabe_number',
        'b.iban',
        'b.account_number',
      ])
      .where('o.company_id', '=', payload.companyId)
      .where('o.idempotency_key', '=', payload.idempotencyKey)
      .executeTakeFirst();
    if (!row?.entry_id) throw new JobRefusal('missingOrder');
    const order: RailOrder = {
      companyId: payload.companyId,
      trackingKey: row.stp_tracking_key ?? '',
      amountMinor: row.amount_minor,
      currency: row.currency,
      beneficiaryName: row.beneficiary_name ?? '',
      account: row.clabe_number ?? row.iban ?? row.account_number ?? '',
      concept: row.description ?? '',
      referenceNumber: Number(row.reference_number ?? '0'),
    };
    return { row, order, rail: rails[row.rail] };
  }

  /**
   * The payment's end: completed, failed or refund (a SPEI devolución). Money that did not
   * leave goes back to the available balance. Only an open order changes, so a repeated
   * outcome changes nothing.
   */
  async function finish(
    tx: Db,
    payload: OrderPayload,
    end:
      | { status: 'completed' }
      | { status: 'failed' | 'refund'; reason: RailReason | 'railUnavailable' },
  ) {
    const q = kyselyOf(tx);
    const now = clock.now();
    const closed = await q
      .updateTable('payment_orders')
      .set({
        rail_status:
          end.status === 'completed' ? 'settled' : end.status === 'refund' ? 'returned' : 'failed',
        failure_reason: end.status === 'completed' ? null : end.reason,
        updated_at: now,
      })
      .where('company_id', '=', payload.companyId)
      .where('idempotency_key', '=', payload.idempotencyKey)
      .where('rail_status', 'in', ['created', 'acknowledged'])
      .returning(['entry_id', 'amount_minor', 'currency', 'debit_minor', 'debit_currency'])
      .executeTakeFirst();
    if (!closed?.entry_id) return;
    // What went back to the account is what left it: a cross-currency payment's debit.
    const amount =
      closed.debit_minor !== null && closed.debit_currency !== null
        ? decimalOf(closed.debit_minor, closed.debit_currency)
        : decimalOf(closed.amount_minor, closed.currency);
    await q
      .updateTable('transfers')
      .set({
        transfer_status: end.status,
        completed_at: end.status === 'failed' ? null : now,
      })
      .where('entry_id', '=', closed.entry_id)
      .where('company_id', '=', payload.companyId)
      .execute();
    await q
      .updateTable('entries')
      .set({
        state: 'posted',
        posted_at: now,
        // Money coming back is negative on the dashboard, as the seeded refunds are.
        amount: end.status === 'refund' ? `-${amount}` : amount,
      })
      .where('id', '=', closed.entry_id)
      .where('company_id', '=', payload.companyId)
      .execute();
    if (end.status !== 'completed') {
      await q
        .updateTable('companies')
        .set((eb) => ({ available_spent: eb('available_spent', '+', amount) }))
        .where('id', '=', payload.companyId)
        .execute();
    }
  }

  jobs.define<OrderPayload, { orderId: string } | { refused: RailReason }>({
    queue: SUBMIT_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 2,
    expireInSeconds: 120,
    payloadSchema,
    async run(payload) {
      const { row, order, rail } = await railOrderOf(db, payload);
      if (row.rail_status !== 'created') return { orderId: row.rail_order_id ?? '' };
      const answer = await rail.register(order);
      return answer.accepted ? { orderId: answer.orderId } : { refused: answer.reason };
    },
    async settle(tx, payload, job, outcome) {
      if (outcome.state !== 'completed') {
        await finish(tx, payload, { status: 'failed', reason: 'railUnavailable' });
        return;
      }
      const { result } = outcome;
      if ('refused' in result) {
        await finish(tx, payload, { status: 'failed', reason: result.refused });
        return;
      }
      const acknowledged = await kyselyOf(tx)
        .updateTable('payment_orders')
        .set({
          rail_status: 'acknowledged',
          rail_order_id: result.orderId,
          updated_at: clock.now(),
        })
        .where('company_id', '=', payload.companyId)
        .where('idempotency_key', '=', payload.idempotencyKey)
        .where('rail_status', '=', 'created')
        .returning(['rail', 'entry_id'])
        .executeTakeFirst();
      if (!acknowledged) return;
      if (acknowledged.rail === 'RouteFusion' && acknowledged.entry_id) {
        await kyselyOf(tx)
          .updateTable('transfers')
          .set({ rf_transaction_id: result.orderId })
          .where('entry_id', '=', acknowledged.entry_id)
          .where('company_id', '=', payload.companyId)
          .execute();
      }
      await jobs.enqueue(
        OUTCOME_QUEUE,
        [{ subject: job.subject, requestedBy: job.requestedBy, payload }],
        { tx },
      );
    },
  });

  jobs.define<OrderPayload, { state: 'settled' } | { state: 'returned'; reason: RailReason }>({
    queue: OUTCOME_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: 5,
    expireInSeconds: 600,
    payloadSchema,
    async run(payload) {
      const { row, order, rail } = await railOrderOf(db, payload);
      if (row.rail_status !== 'acknowledged') throw new JobRefusal('notAcknowledged');
      return rail.outcome(order, row.rail_order_id ?? '');
    },
    async settle(
      tx,
      payload,
      _job,
      outcome: JobOutcome<{ state: 'settled' } | { state: 'returned'; reason: RailReason }>,
    ) {
      // Without the rail's word the payment stays pending: it has left, and only the rail can
      // say where it went.
      if (outcome.state !== 'completed') return;
      const { result } = outcome;
      if (result.state === 'settled') {
        await finish(tx, payload, { status: 'completed' });
        return;
      }
      const { row } = await railOrderOf(tx, payload);
      await finish(tx, payload, {
        status: row.rail === 'STP' ? 'refund' : 'failed',
        reason: result.reason,
      });
    },
  });

  /** The payment of a key, as the contract shows it. */
  async function transferOf(
    tx: Db,
    companyId: number,
    key: string,
    lang: Lang,
  ): Promise<Transfer | null> {
    const row = await ordersWithRecipients(tx)
      .innerJoin('entries as e', (join) =>
        join.onRef('e.id', '=', 'o.entry_id').onRef('e.company_id', '=', 'o.company_id'),
      )
      .select([
        'o.idempotency_key',
        'o.entry_id',
        'o.rail',
        'o.amount_minor',
        'o.currency',
        'o.failure_reason',
        'o.created_at',
        't.transfer_status',
        't.completed_at',
        't.description',
        't.reference_number',
        't.stp_tracking_key',
        'b.beneficiary_name',
        'b.bank_name',
        'b.clabe_number',
        'b.iban',
        'b.account_number',
      ])
      .where('o.company_id', '=', companyId)
      .where('o.idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row?.entry_id) return null;
    const status = row.transfer_status;
    return {
      id: row.idempotency_key,
      entryId: row.entry_id,
      status,
      rail: row.rail,
      amountMinor: row.amount_minor,
      currency: row.currency,
      description: row.description ?? '',
      referenceNumber: row.reference_number ?? '',
      trackingKey: row.rail === 'STP' ? row.stp_tracking_key : null,
      recipient: {
        name: row.beneficiary_name ?? '',
        bankName: row.bank_name,
        account: row.clabe_number ?? row.iban ?? row.account_number ?? '',
      },
      createdAt: row.created_at.toISOString(),
      completedAt: row.completed_at?.toISOString() ?? null,
      failureReason: row.failure_reason
        ? translate(lang, `payments.reason.${row.failure_reason}` as MessageKey)
        : null,
    };
  }

  async function railFor(companyId: number, recipient: RecipientRow, currency: string) {
    const company = await services.companies.details(companyId);
    if (!company) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
    const platformCurrency = await kyselyOf(db)
      .selectFrom('companies')
      .select('platform_currency')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    // Another currency is route-fusion's, priced by an FX quote.
    if (currency !== platformCurrency.platform_currency) {
      if (!company.routeFusionV2Flow) {
        throw new AppError(400, 'VALIDATION', 'payments.currencyUnavailable', { currency });
      }
      return { rail: 'RouteFusion' as const, crossCurrency: true };
    }
    if (recipient.scheme === 'clabe') {
      if (currency === 'MXN' && company.isStpAvailable) {
        return { rail: 'STP' as const, crossCurrency: false };
      }
    } else if (company.routeFusionV2Flow) {
      return { rail: 'RouteFusion' as const, crossCurrency: false };
    }
    throw new AppError(400, 'VALIDATION', 'payments.railUnavailable');
  }

  /**
   * Writes one payment in the caller's transaction: the key first (of identical sends one
   * claims it; the others wait for its transaction here and then find it), the sender's limit,
   * the debit (only while the balance covers it: two payments never spend the same money), the
   * beneficiary, the dashboard's entry, the transfer, and the rail's job. Answers what became
   * of it; a refusal leaves the claim for the caller's transaction to roll back or remove.
   */
  async function placePayment(
    tx: Db,
    owner: PaymentsOwner,
    order: PaymentOrder,
  ): Promise<'placed' | 'exists' | 'keyReused' | 'aboveLimit' | 'aboveBalance'> {
    const q = kyselyOf(tx);
    const now = clock.now();
    const { key, payee } = order;
    const claimed = await q
      .insertInto('payment_orders')
      .values({
        company_id: owner.companyId,
        idempotency_key: key,
        request_fingerprint: order.fingerprint,
        created_by: owner.userId,
        rail: order.rail,
        amount_minor: order.amountMinor,
        currency: order.currency,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['company_id', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (!claimed) {
      const existing = await q
        .selectFrom('payment_orders')
        .select('request_fingerprint')
        .where('company_id', '=', owner.companyId)
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      return existing.request_fingerprint === order.fingerprint ? 'exists' : 'keyReused';
    }
    const debit = await order.afterClaim?.();
    // The company's side of the payment: the quote's debit, or the amount itself.
    const debitMinor = debit?.amountMinor ?? order.amountMinor;
    const debitCurrency = debit?.currency ?? order.currency;
    const amount = decimalOf(debitMinor, debitCurrency);
    if (debit) {
      await q
        .updateTable('payment_orders')
        .set({ debit_minor: debitMinor, debit_currency: debitCurrency, fx_quote_id: debit.quoteId })
        .where('company_id', '=', owner.companyId)
        .where('idempotency_key', '=', key)
        .execute();
    }
    const sender = await q
      .selectFrom('users')
      .select(['first_name', 'last_name', 'spend_limit'])
      .where('id', '=', owner.userId)
      .where('company_id', '=', owner.companyId)
      .executeTakeFirstOrThrow();
    if (sender.spend_limit !== null && debitMinor > toMinor(sender.spend_limit, debitCurrency)) {
      return 'aboveLimit';
    }
    const debited = await q
      .updateTable('companies')
      .set((eb) => ({ available_spent: eb('available_spent', '-', amount) }))
      .where('id', '=', owner.companyId)
      .where('available_spent', '>=', amount)
      .returning('id')
      .executeTakeFirst();
    if (!debited) return 'aboveBalance';

    const beneficiary = await q
      .insertInto('beneficiaries')
      .values({ company_id: owner.companyId, ...payee })
      .returning('id')
      .executeTakeFirstOrThrow();
    const search = [
      payee.beneficiary_name,
      payee.bank_name,
      order.description,
      sender.first_name,
      sender.last_name,
      amount,
    ];
    const entryId = await insertEntry(
      q,
      {
        company_id: owner.companyId,
        kind: 'payment',
        user_id: owner.userId,
        occurred_at: now,
        posted_at: null,
        state: 'pending',
        amount,
        title: payee.beneficiary_name,
      },
      search,
    );
    const stp = order.rail === 'STP';
    await q
      .insertInto('transfers')
      .values({
        entry_id: entryId,
        company_id: owner.companyId,
        transfer_status: 'pending',
        payment_type: order.rail,
        platform_amount: amount,
        platform_currency: debitCurrency,
        transfer_amount: decimalOf(order.amountMinor, order.currency),
        transfer_currency: order.currency,
        description: order.description,
        beneficiary_id: beneficiary.id,
        display_payment_type: stp ? 'SPEI' : 'International wire',
        payment_method: order.rail,
        // STP's clave de rastreo: ours, unique, at most 30 characters.
        stp_tracking_key: `OUTLAY${String(entryId).padStart(12, '0')}`,
        reference_number: order.referenceNumber,
        bulk_transfer_id: order.bulkTransferId ?? null,
      })
      .execute();
    await q
      .updateTable('payment_orders')
      .set({ entry_id: entryId })
      .where('company_id', '=', owner.companyId)
      .where('idempotency_key', '=', key)
      .execute();
    await jobs.enqueue(
      SUBMIT_QUEUE,
      [
        {
          subject: { companyId: owner.companyId, kind: SUBJECT_KIND, id: String(entryId) },
          requestedBy: owner.userId,
          payload: { companyId: owner.companyId, idempotencyKey: key },
        },
      ],
      { tx },
    );
    return 'placed';
  }

  return {
    placePayment,
    transferOf,
    /** Tells the rail's worker that payments are waiting (after the placing commit). */
    wake: () => jobs.wake(SUBMIT_QUEUE),

    get: async (owner: PaymentsOwner, key: string, lang: Lang) => {
      const transfer = await transferOf(db, owner.companyId, key, lang);
      if (!transfer) throw new AppError(404, 'NOT_FOUND', 'payments.transferNotFound');
      return transfer;
    },

    async account(owner: PaymentsOwner) {
      const company = await services.companies.details(owner.companyId);
      const row = await kyselyOf(db)
        .selectFrom('companies')
        .innerJoin('users', 'users.company_id', 'companies.id')
        .select(['companies.platform_currency', 'companies.available_spent', 'users.spend_limit'])
        .where('companies.id', '=', owner.companyId)
        .where('users.id', '=', owner.userId)
        .executeTakeFirstOrThrow();
      const currency = row.platform_currency;
      const rails: RailName[] = [];
      if (company?.isStpAvailable && currency === 'MXN') rails.push('STP');
      if (company?.routeFusionV2Flow) rails.push('RouteFusion');
      return {
        currency,
        availableMinor: toMinor(row.available_spent, currency),
        limitMinor: row.spend_limit === null ? null : toMinor(row.spend_limit, currency),
        rails,
        ...(rails.includes('STP') ? { speiDelivery: speiDeliveryOf(clock.now()) } : {}),
      };
    },

    async create(owner: PaymentsOwner, body: CreateTransferRequest, lang: Lang): Promise<Transfer> {
      if (!isTransferAmount(body.amountMinor)) {
        throw new AppError(400, 'VALIDATION', 'payments.amountPositive');
      }
      if (referenceNumberProblem(body.referenceNumber) !== null) {
        throw new AppError(400, 'VALIDATION', 'payments.referenceNumber');
      }
      const description = body.description.trim();
      const fingerprint = fingerprintOf(body);
      const key = body.idempotencyKey.toLowerCase();
      const recipient = await recipients.byId(db, owner, body.recipientId);
      const { rail, crossCurrency } = await railFor(owner.companyId, recipient, body.currency);
      if (crossCurrency && body.quoteId === undefined) {
        throw new AppError(400, 'VALIDATION', 'payments.fx.quoteRequired');
      }
      if (!crossCurrency && body.quoteId !== undefined) {
        throw new AppError(400, 'VALIDATION', 'payments.fx.quoteMismatch');
      }
      const { quoteId } = body;

      const created = await db.transaction(async (tx) => {
        const placed = await placePayment(tx, owner, {
          key,
          fingerprint,
          rail,
          amountMinor: body.amountMinor,
          currency: body.currency,
          description,
          referenceNumber: body.referenceNumber,
          payee: payeeOf(recipient),
          afterClaim: async () => {
            await actionCodes.spend(owner, { actionType: 'SEND_PAYMENT' }, body.actionCode, tx);
            if (quoteId === undefined) return undefined;
            const locked = await fxQuotes.lock(tx, owner, quoteId, key, {
              currency: body.currency,
              amountMinor: body.amountMinor,
            });
            return {
              amountMinor: locked.debitMinor,
              currency: locked.debitCurrency,
              quoteId,
            };
          },
        });
        if (placed === 'placed') return true;
        if (placed === 'exists') return false;
        if (placed === 'keyReused') throw new AppError(409, 'CONFLICT', 'payments.keyReused');
        throw new AppError(400, 'VALIDATION', `payments.${placed}`);
      });
      if (created) jobs.wake(SUBMIT_QUEUE);
      const transfer = await transferOf(db, owner.companyId, key, lang);
      if (!transfer) throw new AppError(404, 'NOT_FOUND', 'payments.transferNotFound');
      return transfer;
    },
  };
}

export type Transfers = ReturnType<typeof createTransfers>;
