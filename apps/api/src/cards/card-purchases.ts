import type { Db } from '../db/db.js';
import { searchDocument } from '../dashboard/search.js';
import type { CardRow, MerchantRow } from './card-rows.js';

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
  const search = searchDocument([
    merchant.name,
    merchant.mccDescription,
    card.holder_first_name,
    card.holder_last_name,
    card.name,
    card.last_four,
    amount.toFixed(2),
  ]);
  const [entry] = await tx.query<{ id: string }>(
    `INSERT INTO entries (company_id, kind, user_id, card_id, card_type, occurred_at, posted_at,
                          state, amount, title, search)
     VALUES ($1, 'card', $2, $3, $4, $5, NULL, 'pending', $6, $7, to_tsvector('simple', $8))
     RETURNING id::text AS id`,
    [companyId, card.user_id, card.id, card.card_type, at, amount, merchant.name, search],
  );
  if (!entry) throw new Error('The purchase was not recorded');
  await tx.query(
    `INSERT INTO card_transactions (entry_id, company_id, payment_type, transaction_type,
                                    transaction_status, transaction_amount, currency, merchant_id)
     VALUES ($1, $2, 'cards', 'debit', 'pending', $3, $4, $5)`,
    [entry.id, companyId, amount, card.currency, merchant.id],
  );
  return Number(entry.id);
}
