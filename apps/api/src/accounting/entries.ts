import { SqlParams } from '../entries/sql-params.js';
import { type Viewer, scopeCondition } from '../entries/viewer.js';
import type { Db } from '../db/db.js';
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

interface EntryRow extends Record<string, unknown> {
  id: string | number;
  company_id: number;
  kind: 'card' | 'payment' | 'loan';
  occurred_at: Date | string;
  amount: number;
  currency: string | null;
  title: string;
  payment_type: string | null;
  sub_payment_type: string | null;
  merchant_id: number | null;
  memo: string | null;
  receipt_count: number;
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
  const params = new SqlParams();
  const rows = await db.query<EntryRow>(
    `SELECT e.id, e.company_id, e.kind, e.occurred_at, e.amount::float8 AS amount, e.title,
            e.receipt_count, COALESCE(ct.currency, t.platform_currency, c.platform_currency) AS currency,
            COALESCE(ct.payment_type, t.payment_type) AS payment_type, ct.sub_payment_type,
            ct.merchant_id, COALESCE(ct.memo, t.description) AS memo
       FROM entries e
       JOIN companies c ON c.id = e.company_id
       LEFT JOIN card_transactions ct ON ct.entry_id = e.id
       LEFT JOIN transfers t ON t.entry_id = e.id
      WHERE ${scopeCondition(viewer, params)} AND e.id = ANY(${params.add([...ids])}::bigint[])`,
    params.values,
  );
  return new Map(
    rows.map((row) => {
      const id = Number(row.id);
      return [
        id,
        {
          id,
          companyId: row.company_id,
          kind: row.kind,
          occurredAt: new Date(row.occurred_at),
          amount: row.amount,
          currency: row.currency ?? '',
          title: row.title,
          paymentType: row.payment_type,
          subPaymentType: row.sub_payment_type,
          merchantId: row.merchant_id,
          memo: row.memo,
          receiptCount: row.receipt_count,
        },
      ];
    }),
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
export async function receiptsOf(db: Db, entryId: number): Promise<{ id: string; name: string }[]> {
  const rows = await db.query<{ public_id: string; file_name: string }>(
    'SELECT public_id, file_name FROM receipts WHERE entry_id = $1 ORDER BY id',
    [entryId],
  );
  return rows.map((row) => ({ id: row.public_id, name: row.file_name }));
}
