// Demo data of the transaction drawer: cross-border fees on Stripe companies' card purchases
// (both variants: in a foreign currency, and abroad in the platform currency), memos on some
// of Northwind's purchases, and one purchase already reported, so its report opens.
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { COMPANY } from './companies.js';
import { seedQueries, syncIdSequence } from './insert.js';

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
  const q = seedQueries(db);
  await q
    .insertInto('card_transaction_fees')
    .columns([
      'company_id',
      'entry_id',
      'type',
      'reference_base_transaction_amount',
      'transaction_amount_fee',
    ])
    .expression((eb) =>
      eb
        .selectFrom('card_transactions as ct')
        .innerJoin('companies as c', 'c.id', 'ct.company_id')
        .select((s) => {
          // The exchanged amount before the fee, which the transaction amount includes.
          const base = sql<string>`round(${s.ref('ct.transaction_amount')} / (1 + ${CROSS_BORDER_RATE}::numeric), 2)`;
          return [
            'ct.company_id',
            'ct.entry_id',
            s.val('crossBorder').as('type'),
            base.as('base'),
            s('ct.transaction_amount', '-', base).as('fee'),
          ];
        })
        .where('c.card_service_type', 'in', ['stripe-us', 'stripe-uk', 'stripe-eur'])
        .where('ct.payment_type', '=', 'cards')
        .where('ct.transaction_type', '=', 'debit')
        .where('ct.merchant_id', 'is not', null)
        .where((w) =>
          w.or([
            w('ct.local_currency', 'is not', null),
            w(w('ct.entry_id', '%', ABROAD_EVERY), '=', 0),
          ]),
        )
        .orderBy('ct.entry_id'),
    )
    .execute();

  await q
    .updateTable('card_transactions as ct')
    .set({
      memo: sql<string>`(${MEMOS}::text[])[1 + (${sql.ref('ct.entry_id')} / 13) % ${MEMOS.length}]`,
    })
    .where('ct.company_id', '=', COMPANY.northwind)
    .where('ct.payment_type', '=', 'cards')
    .where('ct.merchant_id', 'is not', null)
    .where((eb) => eb(eb('ct.entry_id', '%', 13), '=', 0))
    .execute();

  const reportedAt = sql<Date>`e.occurred_at + interval '1 day'`;
  await q
    .insertInto('transaction_disputes')
    .columns([
      'id',
      'company_id',
      'entry_id',
      'type',
      'support_reference_no',
      'reason_key',
      'reason_description',
      'comment',
      'reported_by',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('entries as e')
        .innerJoin('users as u', (join) =>
          join.onRef('u.company_id', '=', 'e.company_id').onRef('u.id', '=', 'e.user_id'),
        )
        .innerJoin('card_transactions as ct', (join) =>
          join.onRef('ct.company_id', '=', 'e.company_id').onRef('ct.entry_id', '=', 'e.id'),
        )
        .select((s) => [
          s.lit(1).as('id'),
          'e.company_id',
          'e.id',
          s.val('card').as('type'),
          sql<string>`'SR-' || extract(year FROM ${reportedAt}) || '-000001'`.as('reference'),
          s.val('duplicate_transaction').as('reason_key'),
          s.val('Duplicate transaction').as('reason_description'),
          s.val('The same amount was charged twice that day.').as('comment'),
          'e.user_id',
          reportedAt.as('created_at'),
        ])
        .where('u.email', '=', REPORTED_PURCHASE_OWNER)
        .where('ct.payment_type', '=', 'cards')
        .where('ct.merchant_id', 'is not', null)
        .orderBy('e.occurred_at')
        .orderBy('e.id')
        .limit(1),
    )
    .execute();
  await syncIdSequence(db, 'transaction_disputes');
}
