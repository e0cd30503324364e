// Demo data of the transaction drawer: cross-border fees on Stripe companies' card purchases
// (both variants: in a foreign currency, and abroad in the platform currency), memos on some
// of Northwind's purchases, and one purchase already reported, so its report opens.
import type { Db } from '../db/db.js';
import { COMPANY } from './companies.js';
import { syncIdSequence } from './insert.js';

/** Stripe's cross-border fee: 1% of the exchanged amount, included in the transaction amount. */
const CROSS_BORDER_RATE = 0.01;

/** Of the platform-currency purchases, one in this many was made abroad. */
const ABROAD_EVERY = 41;

const MEMOS = [
  'Client lunch with the Acme team',
  'Team offsite supplies',
  'Quarterly software renewal',
  'Travel for the Denver trade show',
  'Replacement laptop charger',
];

/** The purchase reported in the demo: the demo employee's oldest one at a merchant. */
export const REPORTED_PURCHASE_OWNER = 'employee@demo.outlay.test';

export async function seedTransactionDetails(db: Db) {
  await db.query(
    `INSERT INTO card_transaction_fees (company_id, entry_id, type, reference_base_transaction_amount,
                                        transaction_amount_fee)
     SELECT ct.company_id, ct.entry_id, 'crossBorder', base, ct.transaction_amount - base
       FROM card_transactions ct
       JOIN companies c ON c.id = ct.company_id
       CROSS JOIN LATERAL (SELECT round(ct.transaction_amount / (1 + $1::numeric), 2) AS base) b
      WHERE c.card_service_type IN ('stripe-us', 'stripe-uk', 'stripe-eur')
        AND ct.payment_type = 'cards' AND ct.transaction_type = 'debit'
        AND ct.merchant_id IS NOT NULL
        AND (ct.local_currency IS NOT NULL OR ct.entry_id % $2 = 0)
      ORDER BY ct.entry_id`,
    [CROSS_BORDER_RATE, ABROAD_EVERY],
  );

  await db.query(
    `UPDATE card_transactions ct SET memo = ($1::text[])[1 + (ct.entry_id / 13) % $2]
      WHERE ct.company_id = $3 AND ct.payment_type = 'cards' AND ct.merchant_id IS NOT NULL
        AND ct.entry_id % 13 = 0`,
    [MEMOS, MEMOS.length, COMPANY.northwind],
  );

  await db.query(
    `INSERT INTO transaction_disputes (id, company_id, entry_id, type, support_reference_no,
                                       reason_key, reason_description, comment, reported_by,
                                       created_at)
     SELECT 1, e.company_id, e.id, 'card',
            'SR-' || extract(year FROM e.occurred_at + interval '1 day') || '-000001',
            'duplicate_transaction', 'Duplicate transaction',
            'The same amount was charged twice that day.', e.user_id,
            e.occurred_at + interval '1 day'
       FROM entries e
       JOIN users u ON u.id = e.user_id
       JOIN card_transactions ct ON ct.entry_id = e.id
      WHERE u.email = $1 AND ct.payment_type = 'cards' AND ct.merchant_id IS NOT NULL
      ORDER BY e.occurred_at, e.id
      LIMIT 1`,
    [REPORTED_PURCHASE_OWNER],
  );
  await syncIdSequence(db, 'transaction_disputes');
}
