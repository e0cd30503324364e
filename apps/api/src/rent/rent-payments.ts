import type {
  CreateRentPaymentRequest,
  RentCard,
  RentOverview,
  RentPayment,
} from '@outlay/api-client/schema';
import {
  bankDetailsProblems,
  landlordRfcProblem,
  RENT_FEE_BP,
  RENT_MAX_MINOR,
  rentBreakdownOf,
  rentHasMexicanTaxes,
  type RentTaxTerms,
} from '@outlay/rules';
import type { JSONSchemaType } from 'ajv';
import type { ActionCodes } from '../auth/action-codes.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { FileStorage } from '../files/storage.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
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
import { createLandlordCfdis, type LandlordCfdis } from './landlord-cfdis.js';
import { paymentsQuery, paymentView } from './rent-rows.js';
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

/**
 * A Mexican rent's landlord and property (their RFC checked as the form checks it), or null
 * where rent carries no Mexican taxes; either way, what does not belong is refused.
 */
function mexicanTermsOf(
  body: CreateRentPaymentRequest,
  mexican: boolean,
): (RentTaxTerms & { rfc: string }) | null {
  if (!mexican) {
    if (
      body.landlordKind !== undefined ||
      body.propertyUse !== undefined ||
      body.landlordRfc !== undefined
    ) {
      throw new AppError(400, 'VALIDATION', 'rent.mexicanTermsNotHere');
    }
    return null;
  }
  if (body.landlordKind === undefined || body.propertyUse === undefined) {
    throw new AppError(400, 'VALIDATION', 'rent.mexicanTermsRequired');
  }
  const problem = landlordRfcProblem(body.landlordRfc ?? '', body.landlordKind);
  if (problem !== null) throw new AppError(400, 'VALIDATION', `rent.rfc.${problem}`);
  return {
    landlordKind: body.landlordKind,
    propertyUse: body.propertyUse,
    rfc: (body.landlordRfc ?? '').trim().toUpperCase(),
  };
}

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
      body.leaseDocumentId?.toLowerCase() ?? '',
      body.landlordKind ?? '',
      body.propertyUse ?? '',
      body.landlordRfc?.trim().toUpperCase() ?? '',
    ]),
  );
}

export interface RentPayments {
  overview(session: Session, lang: Lang): Promise<RentOverview>;
  /** One payment per idempotency key, whatever the number of identical requests. */
  create(session: Session, body: CreateRentPaymentRequest, lang: Lang): Promise<RentPayment>;
  /** The monthly rents: each month's run, pausing and resuming. */
  schedules: RentSchedules;
  /** The landlords' CFDIs of Mexican rent payments. */
  landlordCfdis: LandlordCfdis;
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
  storage: FileStorage;
}): RentPayments {
  const { db, clock, jobs, actionCodes, payouts, storage } = deps;
  const schedules = createRentSchedules({ db, clock, jobs });
  const landlordCfdis = createLandlordCfdis({ db, clock, storage });

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
      // The landlord is paid the net: the rent and its IVA, less what the company withholds.
      amountMinor: row.net_minor,
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

  /** The lease a payment names: an upload of the company's, a lease, the payer's own. */
  async function leaseDocumentOf(session: Session, publicId: string | undefined) {
    if (publicId === undefined) return null;
    let query = kyselyOf(db)
      .selectFrom('company_documents')
      .select('id')
      .where('company_id', '=', session.companyId)
      .where('public_id', '=', publicId.toLowerCase())
      .where('category', '=', 'lease')
      .where('status', '<>', 'rejected');
    if (session.role !== 'admin') query = query.where('uploaded_by', '=', session.userId);
    const lease = await query.executeTakeFirst();
    if (!lease) throw new AppError(400, 'VALIDATION', 'rent.leaseNotFound');
    return lease.id;
  }

  return {
    schedules,
    landlordCfdis,

    async overview(session, lang) {
      const company = await kyselyOf(db)
        .selectFrom('companies')
        .select(['platform_currency', 'country_code'])
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
        mexicanTaxes: rentHasMexicanTaxes(company.country_code, company.platform_currency),
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
      const { platform_currency: currency, country_code: country } = await kyselyOf(db)
        .selectFrom('companies')
        .select(['platform_currency', 'country_code'])
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
      const terms = mexicanTermsOf(body, rentHasMexicanTaxes(country, currency));
      const leaseId = await leaseDocumentOf(session, body.leaseDocumentId);
      const key = body.idempotencyKey.toLowerCase();
      const fingerprint = fingerprintOf(body);
      const charge = rentBreakdownOf(body.amountMinor, terms);
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
            net_minor: charge.net,
            iva_minor: charge.iva,
            isr_withheld_minor: charge.isrWithheld,
            iva_withheld_minor: charge.ivaWithheld,
            landlord_kind: terms?.landlordKind ?? null,
            property_use: terms?.propertyUse ?? null,
            landlord_rfc: terms?.rfc ?? null,
            lease_document_id: leaseId,
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
