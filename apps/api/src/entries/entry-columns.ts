import type { ReceiptSummary } from '@outlay/api-client/schema';
import { sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Queries } from '../db/kysely.js';

const noReceipts = sql<ReceiptSummary[]>`'[]'::json`;

/**
 * Entries (alias `e`) with the columns of their kind's details, as the dashboard, the drawer,
 * the exports and the confirmation read them. Every joined row is the entry's own company's,
 * so pinning `e.company_id` pins the whole read (CompanyScopePlugin). Numeric columns come
 * back as their text, so nothing is rounded on the way, and dates as text, so no driver
 * shifts them (Db). Callers add their conditions, and may add joins and columns.
 */
export function entryColumns(q: Queries) {
  return q
    .selectFrom('entries as e')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'e.user_id').onRef('u.company_id', '=', 'e.company_id'),
    )
    .leftJoin('cards as c', (join) =>
      join.onRef('c.id', '=', 'e.card_id').onRef('c.company_id', '=', 'e.company_id'),
    )
    .leftJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .leftJoin('merchants as m', 'm.id', 'ct.merchant_id')
    .leftJoin('transfers as t', (join) =>
      join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
    )
    .leftJoin('beneficiaries as b', (join) =>
      join.onRef('b.id', '=', 't.beneficiary_id').onRef('b.company_id', '=', 'e.company_id'),
    )
    .leftJoin('bulk_transfers as bt', (join) =>
      join.onRef('bt.id', '=', 't.bulk_transfer_id').onRef('bt.company_id', '=', 'e.company_id'),
    )
    .leftJoin('loan_instalments as li', (join) =>
      join.onRef('li.entry_id', '=', 'e.id').onRef('li.company_id', '=', 'e.company_id'),
    )
    .leftJoin('loans as l', (join) =>
      join.onRef('l.id', '=', 'li.loan_id').onRef('l.company_id', '=', 'e.company_id'),
    )
    .select((eb) => [
      'e.id',
      'e.kind',
      'e.card_type',
      'e.occurred_at',
      'e.posted_at',
      'e.title',
      'e.amount as entry_amount',
      'e.receipt_count',
      'u.public_id as user_public_id',
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
      'u.role as user_role',
      'c.id as card_id',
      'c.name as card_name',
      'c.last_four as card_last_four',
      'ct.payment_type as card_payment_type',
      'ct.sub_payment_type',
      'ct.transaction_type',
      'ct.transaction_status',
      'ct.transaction_amount',
      'ct.currency',
      'ct.local_currency',
      'ct.local_currency_amount',
      'ct.base_local_currency_amount',
      'ct.local_currency_exchange_rate',
      'ct.biller_name',
      'ct.description as card_description',
      'm.id as merchant_id',
      'm.name as merchant_name',
      'm.description as merchant_description',
      'm.mcc',
      'm.mcc_description',
      'm.clean_name',
      'm.clean_description',
      'm.icon_url',
      'm.category_labels',
      't.transfer_status',
      't.payment_type as transfer_payment_type',
      't.platform_amount',
      't.platform_currency',
      't.transfer_amount',
      't.transfer_currency',
      't.completed_at',
      't.description as transfer_description',
      't.display_payment_type',
      't.payment_method',
      't.stp_tracking_key',
      't.reference_number',
      't.rf_transaction_id',
      'b.beneficiary_name',
      'b.first_name as beneficiary_first_name',
      'b.last_name as beneficiary_last_name',
      'b.bank_name',
      'b.swift_bic',
      'b.account_number',
      'b.clabe_number',
      'b.bank_country_code',
      'bt.name as bulk_transfer_name',
      'li.payment_type as loan_payment_type',
      'li.status as loan_status',
      'li.due_date',
      'li.paid_date',
      'li.platform_currency_amount',
      'li.platform_currency as loan_platform_currency',
      'li.loan_currency_amount',
      'li.loan_currency',
      'l.id as loan_id',
      'l.flag as loan_flag',
      'l.description as loan_description',
      'l.provider_name as loan_provider_name',
      // Most entries have no receipt: those skip the subquery. json_agg of no rows is null
      // (a receipt count ahead of its rows), so the list is always a list.
      eb
        .case()
        .when('e.receipt_count', '=', 0)
        .then(noReceipts)
        .else(
          eb.fn.coalesce(
            eb
              .selectFrom('receipts as r')
              .select((r) =>
                r.fn
                  .jsonAgg(
                    jsonBuildObject({
                      id: r.ref('r.public_id'),
                      receiptName: r.ref('r.file_name'),
                      type: r.ref('r.type'),
                    }),
                  )
                  .orderBy('r.id')
                  .as('receipts'),
              )
              .whereRef('r.entry_id', '=', 'e.id')
              .whereRef('r.company_id', '=', 'e.company_id'),
            noReceipts,
          ),
        )
        .end()
        .as('receipts'),
    ]);
}

/** One row of entryColumns, as toEntry reads it. */
export type EntryRow = Awaited<
  ReturnType<ReturnType<typeof entryColumns>['executeTakeFirstOrThrow']>
>;
