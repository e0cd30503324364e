import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { CardRow, MerchantRow } from './card-rows.js';
import { insertEntry } from '../entries/insert-entry.js';

/**
 * An approved authorisation becomes the card's pending purchase on the dashboard, as an
 * issuer's authorisation does before it settles: it counts towards the card's limit at once,
 * shows in the holder's and the admins' lists (Pending), and is searchable by merchant,
 * holder, card and amount like every other entry.
 */
export async function recordPendingPurchase(
  tx: Db,
  purchase: { companyId: number; card: CardRow; merchant: MerchantRow; amount: number; at: Date },
): Promise<number> {
  const { companyId, card, merchant, amount, at } = purchase;
  const search = [
    merchant.name,
    merchant.mccDescription,
    card.holder_first_name,
    card.holder_last_name,
    card.name,
    card.last_four,
    amount.toFixed(2),
  ];
  const q = kyselyOf(tx);
  const entryId = await insertEntry(
    q,
    {
      company_id: companyId,
      kind: 'card',
      user_id: card.user_id,
      card_id: card.id,
      card_type: card.card_type,
      occurred_at: at,
      posted_at: null,
      state: 'pending',
      amount,
      title: merchant.name,
    },
    search,
  );
  await q
    .insertInto('card_transactions')
    .values({
      entry_id: entryId,
      company_id: companyId,
      payment_type: 'cards',
      transaction_type: 'debit',
      transaction_status: 'pending',
      transaction_amount: amount,
      currency: card.currency,
      merchant_id: merchant.id,
    })
    .execute();
  return entryId;
}
