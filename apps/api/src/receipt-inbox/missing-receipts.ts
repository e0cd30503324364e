import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';

/**
 * A company's card purchases still without a receipt: the Receipts page's list and the weekly
 * reminder's, one definition for both (a purchase on the card, not a fee, refund or payment).
 */
export function missingReceiptEntries(db: Db, companyId: number) {
  return kyselyOf(db)
    .selectFrom('entries as e')
    .innerJoin('card_transactions as t', (join) =>
      join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
    )
    .where('e.company_id', '=', companyId)
    .where('e.kind', '=', 'card')
    .where('e.receipt_count', '=', 0)
    .where('t.transaction_type', '=', 'debit')
    .where('t.payment_type', '=', 'cards');
}
