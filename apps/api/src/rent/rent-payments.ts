import type {
  CreateRentPaymentRequest,
  RentCard,
  RentOverview,
  RentPayment,
} from '@outlay/api-client/schema';
import { bankDetailsProblems, RENT_FEE_BP, RENT_MAX_MINOR, rentChargeOf } from '@outlay/rules';
import type { JSONSchemaType } from 'ajv';
import type { ActionCodes } from '../auth/action-codes.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { RentPayments as RentPaymentRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { sha256Hex } from '../auth/crypto.js';
import type {
  LandlordPayoutOrder,
  LandlordPayoutOutcome,
  LandlordPayoutReason,
  LandlordPayouts,
} from './landlord-payouts.js';
import { chargeRentToCard, RENT_PAYOUT_QUEUE, type RentPayoutPayload } from './rent-charge.js';
import { createRentSchedules, type RentSchedules } from './rent-schedules.js';

export { RENT_PAYOUT_QUEUE } from './rent-charge.js';

export const PAY_RENT_ACTION = 'PAY_RENT';
/** The payments the page lists. */
const PAYMENTS_SHOWN = 50;

type PayoutPayload = RentPayoutPayload;

const PAYOUT_PAYLOAD_SCHEMA: JSONSchemaType<PayoutPayload> = {
  type: 'object',
  properties: {
    companyId: { type: 'integer', minimum: 1 },
    paymentId: { type: 'integer', minimum: 1 },
  },
  required: ['companyId', 'paymentId'],
  additionalProperties: false,
};

const REASONS: readonly LandlordPayoutReason[] = [
  'accountNotFound',
  'accountClosed',
  'chequeReturned',
];
const isReason = (code: string): code is LandlordPayoutReason =>
  (REASONS as readonly string[]).includes(code);

/** The words of a request that make it the same payment; the key and the code are not. */
function fingerprintOf(body: CreateRentPaymentRequest): string {
  return sha256Hex(
    JSON.stringify([
      body.landlordName.trim(),
      body.landlordAddress.trim(),
      body.payoutMethod,
      body.payoutMethod === 'bank' ? (body.routingNumber ?? '') : '',
      body.payoutMethod === 'bank' ? (body.accountNumber ?? '') : '',
      body.payoutMethod === 'bank' ? (body.clabe ?? '') : '',
      body.propertyAddress.trim(),
      body.frequency,
      body.amountMinor,
      body.cardId,
    ]),
  );
}

type PaymentRow = Pick<
  RentPaymentRow,
  | 'landlord_name'
  | 'landlord_address'
  | 'payout_method'
  | 'bank_account_number'
  | 'bank_clabe'
  | 'property_address'
  | 'frequency'
  | 'currency'
  | 'amount_minor'
  | 'fee_minor'
  | 'status'
  | 'entry_id'
  | 'failure_reason'
> & {
  id: number;
  created_at: Date;
  settled_at: Date | null;
  card_id: number;
  card_name: string;
  card_last_four: string;
  card_type: 'virtual' | 'physical';
};

function paymentView(row: PaymentRow, lang: Lang): RentPayment {
  return {
    id: row.id,
    status: row.status,
    landlordName: row.landlord_name,
    landlordAddress: row.landlord_address,
    payoutMethod: row.payout_method,
    accountEnding: (row.bank_account_number ?? row.bank_clabe)?.slice(-4) ?? null,
    propertyAddress: row.property_address,
    frequency: row.frequency,
    currency: row.currency,
    amount: row.amount_minor,
    fee: row.fee_minor,
    total: row.amount_minor + row.fee_minor,
    card: {
      id: row.card_id,
      name: row.card_name,
      lastFour: row.card_last_four,
      cardType: row.card_type,
    },
    entryId: row.entry_id,
    failureReason: row.failure_reason
      ? translate(lang, `rent.reason.${row.failure_reason}` as MessageKey)
      : null,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

export interface RentPayments {
  overview(session: Session, lang: Lang): Promise<RentOverview>;
  /** One payment per idempotency key, whatever the number of identical requests. */
  create(session: Session, body: CreateRentPaymentRequest, lang: Lang): Promise<RentPayment>;
  /** The monthly rents: each month's run, pausing and resuming. */
  schedules: RentSchedules;
}

/**
 * Rent by card (issue 35): a card holder pays a landlord with one of their cards. The charge
 * (rent and the fee shown before paying) is a pending card entry on the dashboard at once; the
 * landlord-payment provider pays the landlord out on the job queue, and its final word posts the
 * charge (completed) or voids it (failed). The ledger row, the charge, the spent action code
 * and the payout's job commit together.
 */
export function createRentPayments(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  actionCodes: ActionCodes;
  payouts: LandlordPayouts;
}): RentPayments {
  const { db, clock, jobs, actionCodes, payouts } = deps;
  const schedules = createRentSchedules({ db, clock, jobs });

  function paymentsQuery(q: ReturnType<typeof kyselyOf>, companyId: number) {
    return q
      .selectFrom('rent_payments as p')
      .innerJoin('cards as c', (join) =>
        join.onRef('c.id', '=', 'p.card_id').onRef('c.company_id', '=', 'p.company_id'),
      )
      .select([
        'p.id',
        'p.landlord_name',
        'p.landlord_address',
        'p.payout_method',
        'p.bank_account_number',
        'p.bank_clabe',
        'p.property_address',
        'p.frequency',
        'p.currency',
        'p.amount_minor',
        'p.fee_minor',
        'p.status',
        'p.entry_id',
        'p.failure_reason',
        'p.created_at',
        'p.settled_at',
        'c.id as card_id',
        'c.name as card_name',
        'c.last_four as card_last_four',
        'c.card_type',
      ])
      .where('p.company_id', '=', companyId);
  }

  async function orderOf(companyId: number, paymentId: number): Promise<LandlordPayoutOrder> {
    const row = await kyselyOf(db)
      .selectFrom('rent_payments')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (!row) throw new JobRefusal('PAYMENT_NOT_FOUND');
    return {
      companyId,
      reference: `rent_${row.idempotency_key}`,
      amountMinor: row.amount_minor,
      currency: row.currency,
      landlordName: row.landlord_name,
      landlordAddress: row.landlord_address,
      payout:
        row.payout_method === 'bank' && row.bank_clabe !== null
          ? { method: 'clabe', clabe: row.bank_clabe }
          : row.payout_method === 'bank'
            ? {
                method: 'bank',
                routingNumber: row.bank_routing_number ?? '',
                accountNumber: row.bank_account_number ?? '',
              }
            : { method: 'cheque' },
    };
  }

  jobs.define<PayoutPayload, LandlordPayoutOutcome>({
    queue: RENT_PAYOUT_QUEUE,
    payloadSchema: PAYOUT_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 2,
    expireInSeconds: 120,
    async run({ companyId, paymentId }) {
      const order = await orderOf(companyId, paymentId);
      // Sent again on a retry, the provider finds the payout it took by our reference.
      const taken = await payouts.send(order);
      if (!taken.accepted) throw new JobRefusal(taken.reason);
      return payouts.outcome(order, taken.payoutId);
    },
    async settle(tx, { companyId, paymentId }, _job, outcome) {
      const q = kyselyOf(tx);
      const payment = await q
        .selectFrom('rent_payments')
        .select(['status', 'entry_id'])
        .where('company_id', '=', companyId)
        .where('id', '=', paymentId)
        .forUpdate()
        .executeTakeFirst();
      if (payment?.status !== 'pending') return;
      const now = clock.now();
      let reason: LandlordPayoutReason | 'providerUnavailable' | null = null;
      if (outcome.state === 'refused') {
        reason = isReason(outcome.refusal.code) ? outcome.refusal.code : 'providerUnavailable';
      } else if (outcome.state === 'failed') {
        reason = 'providerUnavailable';
      } else if (outcome.result.state === 'failed') {
        reason = outcome.result.reason;
      }
      if (reason === null) {
        if (payment.entry_id !== null) {
          await q
            .updateTable('entries')
            .set({ state: 'posted', posted_at: now })
            .where('company_id', '=', companyId)
            .where('id', '=', payment.entry_id)
            .execute();
          await q
            .updateTable('card_transactions')
            .set({ transaction_status: 'posted' })
            .where('company_id', '=', companyId)
            .where('entry_id', '=', payment.entry_id)
            .execute();
        }
        await q
          .updateTable('rent_payments')
          .set({ status: 'completed', settled_at: now })
          .where('company_id', '=', companyId)
          .where('id', '=', paymentId)
          .execute();
        return;
      }
      // The landlord was not paid: the card's pending charge is voided, as an authorisation
      // reversal is, so the card holder is not charged for rent that never arrived.
      await q
        .updateTable('rent_payments')
        .set({ status: 'failed', failure_reason: reason, settled_at: now, entry_id: null })
        .where('company_id', '=', companyId)
        .where('id', '=', paymentId)
        .execute();
      if (payment.entry_id !== null) {
        await q
          .deleteFrom('entries')
          .where('company_id', '=', companyId)
          .where('id', '=', payment.entry_id)
          .execute();
      }
    },
  });

  async function cardsOf(session: Session): Promise<RentCard[]> {
    const rows = await kyselyOf(db)
      .selectFrom('cards')
      .select(['id', 'name', 'last_four', 'card_type'])
      .where('company_id', '=', session.companyId)
      .where('user_id', '=', session.userId)
      .where('status', '=', 'active')
      .where('suspected_fraud', '=', false)
      .orderBy('id')
      .limit(100)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      lastFour: row.last_four,
      cardType: row.card_type,
    }));
  }

  return {
    schedules,

    async overview(session, lang) {
      const company = await kyselyOf(db)
        .selectFrom('companies')
        .select('platform_currency')
        .where('id', '=', session.companyId)
        .executeTakeFirstOrThrow();
      let list = paymentsQuery(kyselyOf(db), session.companyId);
      // An admin sees the company's rent; anyone else their own.
      if (session.role !== 'admin') list = list.where('p.requested_by', '=', session.userId);
      const rows = await list
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(PAYMENTS_SHOWN)
        .execute();
      return {
        currency: company.platform_currency,
        feeRateBp: RENT_FEE_BP,
        maxAmount: RENT_MAX_MINOR,
        cards: await cardsOf(session),
        payments: rows.map((row) => paymentView(row, lang)),
        schedules: await schedules.list(session),
      };
    },

    async create(session, body, lang) {
      if (body.amountMinor > RENT_MAX_MINOR) {
        throw new AppError(400, 'VALIDATION', 'rent.amountTooLarge');
      }
      const bank = body.payoutMethod === 'bank';
      const { platform_currency: currency } = await kyselyOf(db)
        .selectFrom('companies')
        .select('platform_currency')
        .where('id', '=', session.companyId)
        .executeTakeFirstOrThrow();
      // A landlord in Mexico is paid to a CLABE; elsewhere to a routing and account number.
      const byClabe = currency === 'MXN';
      if (bank && byClabe) {
        if (body.clabe === undefined || body.routingNumber !== undefined) {
          throw new AppError(400, 'VALIDATION', 'rent.clabeRequired');
        }
        const problem = bankDetailsProblems({ scheme: 'clabe', clabe: body.clabe }).clabe;
        if (problem !== undefined) throw new AppError(400, 'VALIDATION', `rent.clabe.${problem}`);
      } else if (bank && body.clabe !== undefined) {
        throw new AppError(400, 'VALIDATION', 'rent.clabeNotHere');
      }
      if (
        bank &&
        !byClabe &&
        (body.routingNumber === undefined || body.accountNumber === undefined)
      ) {
        throw new AppError(400, 'VALIDATION', 'rent.bankDetailsRequired');
      }
      const key = body.idempotencyKey.toLowerCase();
      const fingerprint = fingerprintOf(body);
      const charge = rentChargeOf(body.amountMinor);
      // Someone else's card, or none, is refused before anything is claimed.
      const own = await kyselyOf(db)
        .selectFrom('cards')
        .select('id')
        .where('company_id', '=', session.companyId)
        .where('id', '=', body.cardId)
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
      if (!own) throw new AppError(400, 'VALIDATION', 'rent.cardNotYours');
      const created = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        const company = await q
          .selectFrom('companies')
          .select(['platform_currency'])
          .where('id', '=', session.companyId)
          .executeTakeFirstOrThrow();
        const now = clock.now();
        // The key first: of identical requests one claims it; the others wait for its
        // transaction here and then find its payment.
        const claimed = await q
          .insertInto('rent_payments')
          .values({
            company_id: session.companyId,
            idempotency_key: key,
            request_fingerprint: fingerprint,
            requested_by: session.userId,
            card_id: body.cardId,
            landlord_name: body.landlordName.trim(),
            landlord_address: body.landlordAddress.trim(),
            payout_method: body.payoutMethod,
            bank_routing_number: bank && !byClabe ? (body.routingNumber ?? null) : null,
            bank_account_number: bank && !byClabe ? (body.accountNumber ?? null) : null,
            bank_clabe: bank && byClabe ? (body.clabe ?? null) : null,
            property_address: body.propertyAddress.trim(),
            frequency: body.frequency,
            currency: company.platform_currency,
            amount_minor: charge.amount,
            fee_minor: charge.fee,
            status: 'pending',
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['company_id', 'idempotency_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!claimed) {
          const existing = await q
            .selectFrom('rent_payments')
            .select(['request_fingerprint'])
            .where('company_id', '=', session.companyId)
            .where('idempotency_key', '=', key)
            .executeTakeFirstOrThrow();
          if (existing.request_fingerprint !== fingerprint) {
            throw new AppError(409, 'CONFLICT', 'rent.keyReused');
          }
          return false;
        }
        // The review page showed a fee; another one now is not what the holder agreed to.
        if (body.fee !== charge.fee) throw new AppError(409, 'CONFLICT', 'rent.feeChanged');
        if (
          !(await actionCodes.consume(
            session,
            { actionType: PAY_RENT_ACTION },
            body.actionCode,
            tx,
          ))
        ) {
          throw new AppError(400, 'ACTION_CODE_INVALID', 'security.actionCodeInvalid');
        }
        const refusal = await chargeRentToCard(
          tx,
          { clock, jobs },
          {
            companyId: session.companyId,
            userId: session.userId,
            paymentId: claimed.id,
            cardId: body.cardId,
            landlordName: body.landlordName,
            propertyAddress: body.propertyAddress,
            totalMinor: charge.total,
          },
        );
        if (refusal !== null) throw new AppError(400, 'VALIDATION', `rent.${refusal}`);
        if (body.frequency === 'monthly') {
          await schedules.start(tx, session.companyId, claimed.id);
        }
        return true;
      });
      if (created) jobs.wake(RENT_PAYOUT_QUEUE);
      const row = await paymentsQuery(kyselyOf(db), session.companyId)
        .where('p.idempotency_key', '=', key)
        .executeTakeFirst();
      if (!row) throw new AppError(404, 'NOT_FOUND', 'rent.paymentNotFound');
      return paymentView(row, lang);
    },
  };
}
