import { type Viewer, viewerScope } from '../entries/viewer.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { EntryKindFacts } from './conditions.js';

/** What accounting needs of an entry: its kind for eligibility, and what a push sends. */
export interface AccountingEntry extends EntryKindFacts {
  id: number;
  companyId: number;
  occurredAt: Date;
  /** In the platform currency, negative for money coming back. */
  amount: number;
  currency: string;
  title: string;
  merchantId: number | null;
  memo: string | null;
  receiptCount: number;
}

const entryNotFound = () => new AppError(404, 'NOT_FOUND', 'accounting.entryNotFound');

/**
 * The entries of `ids` that `viewer` sees on the dashboard (the same role scope), by id. An id
 * outside the scope is simply absent.
 */
export async function entriesInScope(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<Map<number, AccountingEntry>> {
  if (ids.length === 0) return new Map();
  const rows = await kyselyOf(db)
    .selectFrom('entries as e')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .leftJoin('transfers as t', (join) =>
      join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
    )
    .select((eb) => [
      'e.id',
      'e.company_id',
      'e.kind',
      'e.occurred_at',
      eb.cast<number>('e.amount', 'float8').as('amount'),
      'e.title',
      'e.receipt_count',
      eb.fn.coalesce('ct.currency', 't.platform_currency', 'c.platform_currency').as('currency'),
      eb.fn.coalesce('ct.payment_type', 't.payment_type').as('payment_type'),
      'ct.sub_payment_type',
      'ct.merchant_id',
      eb.fn.coalesce('ct.memo', 't.description').as('memo'),
    ])
    .where((eb) => eb.and([viewerScope(eb, viewer), eb('e.id', '=', eb.fn.any(eb.val([...ids])))]))
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        companyId: row.company_id,
        kind: row.kind,
        occurredAt: row.occurred_at,
        amount: row.amount,
        currency: row.currency,
        title: row.title,
        paymentType: row.payment_type,
        subPaymentType: row.sub_payment_type,
        merchantId: row.merchant_id,
        memo: row.memo,
        receiptCount: row.receipt_count,
      },
    ]),
  );
}

/** One entry of the given type that the viewer sees, or 404. */
export async function entryInScope(
  db: Db,
  viewer: Viewer,
  id: number,
  type: 'card' | 'payment',
): Promise<AccountingEntry> {
  const entry = (await entriesInScope(db, viewer, [id])).get(id);
  if (!entry || entry.kind !== type) throw entryNotFound();
  return entry;
}

/** Every entry of `refs` in scope with the type named, or 404 naming none of them. */
export async function entriesOfRefs(
  db: Db,
  viewer: Viewer,
  refs: readonly { transactionId: number; type: 'card' | 'payment' }[],
): Promise<AccountingEntry[]> {
  const found = await entriesInScope(
    db,
    viewer,
    refs.map((ref) => ref.transactionId),
  );
  return refs.map((ref) => {
    const entry = found.get(ref.transactionId);
    if (!entry || entry.kind !== ref.type) throw entryNotFound();
    return entry;
  });
}

/** The receipts a push attaches, oldest first. */
export async function receiptsOf(
  db: Db,
  companyId: number,
  entryId: number,
): Promise<{ id: string; name: string }[]> {
  const rows = await kyselyOf(db)
    .selectFrom('receipts')
    .select(['public_id', 'file_name'])
    .where('company_id', '=', companyId)
    .where('entry_id', '=', entryId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.public_id, name: row.file_name }));
}
