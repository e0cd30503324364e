import { fromMinor, minorDigitsOf, timeZoneOfCardService, toMinor } from '@outlay/rules';
import { sql } from 'kysely';
import { cardRows } from '../cards/card-rows.js';
import type { Clock } from '../clock.js';
import { firstOfMonth, todayIn } from '../dashboard/calendar.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { insertEntry } from '../entries/insert-entry.js';
import type { JobQueue } from '../jobs/job-queue.js';

export const RENT_PAYOUT_QUEUE = 'rent.payout';

export interface RentPayoutPayload {
  companyId: number;
  paymentId: number;
}

/** Why a card could not be charged a rent: `rent.<code>` and `rent.reason.<code>` word it. */
export type RentChargeRefusal = 'cardNotYours' | 'cardInactive' | 'overCardLimit';

/** The first instant of `day` in `timeZone` (`AT TIME ZONE` has no builder in Kysely). */
export async function startOfDayIn(tx: Db, day: string, timeZone: string): Promise<Date> {
  const row = await kyselyOf(tx)
    .selectNoFrom(sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${timeZone}`.as('start'))
    .executeTakeFirstOrThrow();
  return row.start;
}

/** The time zone rent months are counted in: the card service's, as the cards' limits are. */
export async function rentTimeZoneOf(tx: Db, companyId: number): Promise<string> {
  const company = await kyselyOf(tx)
    .selectFrom('companies')
    .select('card_service_type')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return timeZoneOfCardService(company.card_service_type);
}

/**
 * Charges a claimed rent payment to its payer's card, in the caller's transaction: the
 * pending card entry (rent and fee), its card transaction, and the landlord payout's job.
 * The card's row is the lock its purchases queue on, so two charges never share a limit.
 * A card that is not the payer's, not active or without room is refused, nothing written.
 */
export async function chargeRentToCard(
  tx: Db,
  deps: { clock: Clock; jobs: JobQueue },
  payment: {
    companyId: number;
    userId: number;
    paymentId: number;
    cardId: number;
    landlordName: string;
    propertyAddress: string;
    totalMinor: number;
  },
): Promise<RentChargeRefusal | null> {
  const q = kyselyOf(tx);
  const { companyId, userId, cardId } = payment;
  await q
    .selectFrom('cards')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', cardId)
    .forUpdate()
    .execute();
  const now = deps.clock.now();
  const timeZone = await rentTimeZoneOf(tx, companyId);
  const monthStart = await startOfDayIn(tx, firstOfMonth(todayIn(timeZone, now)), timeZone);
  const card = await cardRows(q, monthStart)
    .where('c.company_id', '=', companyId)
    .where('c.id', '=', cardId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  if (!card) return 'cardNotYours';
  if (card.status !== 'active' || card.suspected_fraud) return 'cardInactive';
  // Entries keep amounts as decimals of the currency; the arithmetic is in minor units.
  const total = fromMinor(payment.totalMinor, card.currency).toFixed(minorDigitsOf(card.currency));
  const minor = (value: string | number) => toMinor(value, card.currency);
  if (
    card.spend_limit !== null &&
    minor(card.spent) + payment.totalMinor > minor(card.spend_limit)
  ) {
    return 'overCardLimit';
  }
  const landlord = payment.landlordName.trim();
  const property = payment.propertyAddress.trim();
  const entryId = await insertEntry(
    q,
    {
      company_id: companyId,
      kind: 'card',
      user_id: userId,
      card_id: card.id,
      card_type: card.card_type,
      occurred_at: now,
      posted_at: null,
      state: 'pending',
      amount: total,
      title: landlord,
    },
    [landlord, property, card.holder_first_name, card.holder_last_name, card.last_four, total],
  );
  await q
    .insertInto('card_transactions')
    .values({
      entry_id: entryId,
      company_id: companyId,
      payment_type: 'cards',
      transaction_type: 'debit',
      transaction_status: 'pending',
      transaction_amount: total,
      currency: card.currency,
      biller_name: landlord,
      description: property,
    })
    .execute();
  const [jobId] = await deps.jobs.enqueue<RentPayoutPayload>(
    RENT_PAYOUT_QUEUE,
    [
      {
        subject: { companyId, kind: 'rent-payment', id: String(payment.paymentId) },
        requestedBy: userId,
        payload: { companyId, paymentId: payment.paymentId },
      },
    ],
    { tx },
  );
  await q
    .updateTable('rent_payments')
    .set({ entry_id: entryId, provider_reference: jobId ?? null })
    .where('company_id', '=', companyId)
    .where('id', '=', payment.paymentId)
    .execute();
  return null;
}
