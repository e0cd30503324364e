import type { Db } from '../db/db.js';
import { SqlParams } from '../entries/sql-params.js';
import { type Viewer, scopeCondition } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import type { EntryFacts } from './matching.js';

export type ReferenceType = 'card' | 'payment';

/** An entry the SAT section works on, as the server reads it. */
export interface SatEntry {
  id: number;
  type: ReferenceType;
  /** Card transactions that are not adjustment or settlement, and payments (spec §4). */
  eligible: boolean;
  receiptCount: number;
  facts: EntryFacts;
}

interface EntryRow extends Record<string, unknown> {
  id: string;
  kind: ReferenceType;
  occurred_at: Date | string;
  receipt_count: number;
  card_payment_type: string | null;
  clean_name: string | null;
  merchant_name: string | null;
  merchant_rfc: string | null;
  biller_name: string | null;
  card_amount: number | null;
  card_currency: string | null;
  local_amount: number | null;
  local_currency: string | null;
  beneficiary: string | null;
  beneficiary_rfc: string | null;
  platform_amount: number | null;
  platform_currency: string | null;
  transfer_amount: number | null;
  transfer_currency: string | null;
}

const present = <T>(value: T | null): value is T => value !== null;

/**
 * Reads one entry of the viewer's scope (404 for anyone else's, or of another kind) with what
 * matching needs: who was paid, how much in each currency, when. Locked with `lock`, so an
 * attach and a file upload to the same entry happen one after the other.
 */
export async function readSatEntry(
  db: Db,
  viewer: Viewer,
  id: number,
  type: ReferenceType,
  lock = false,
): Promise<SatEntry> {
  const params = new SqlParams();
  const scope = scopeCondition(viewer, params);
  const [row] = await db.query<EntryRow>(
    `SELECT e.id::text AS id, e.kind, e.occurred_at, e.receipt_count,
            ct.payment_type AS card_payment_type, m.clean_name, m.name AS merchant_name,
            m.rfc AS merchant_rfc, ct.biller_name,
            ct.transaction_amount::float8 AS card_amount, ct.currency AS card_currency,
            ct.local_currency_amount::float8 AS local_amount, ct.local_currency,
            COALESCE(b.beneficiary_name, b.first_name || ' ' || b.last_name) AS beneficiary,
            b.rfc AS beneficiary_rfc,
            t.platform_amount::float8 AS platform_amount, t.platform_currency,
            t.transfer_amount::float8 AS transfer_amount, t.transfer_currency
       FROM entries e
       LEFT JOIN card_transactions ct ON ct.entry_id = e.id
       LEFT JOIN merchants m ON m.id = ct.merchant_id
       LEFT JOIN transfers t ON t.entry_id = e.id
       LEFT JOIN beneficiaries b ON b.id = t.beneficiary_id
      WHERE ${scope} AND e.id = ${params.add(id)} AND e.kind = ${params.add(type)}
      ${lock ? 'FOR UPDATE OF e' : ''}`,
    params.values,
  );
  if (!row) throw new AppError(404, 'NOT_FOUND', 'sat.entryNotFound');
  const amounts =
    row.kind === 'card'
      ? [
          row.card_amount !== null && row.card_currency !== null
            ? { amount: row.card_amount, currency: row.card_currency }
            : null,
          row.local_amount !== null && row.local_currency !== null
            ? { amount: row.local_amount, currency: row.local_currency }
            : null,
        ]
      : [
          row.platform_amount !== null && row.platform_currency !== null
            ? { amount: row.platform_amount, currency: row.platform_currency }
            : null,
          row.transfer_amount !== null && row.transfer_currency !== null
            ? { amount: row.transfer_amount, currency: row.transfer_currency }
            : null,
        ];
  return {
    id: Number(row.id),
    type: row.kind,
    eligible:
      row.kind === 'payment' ||
      (row.card_payment_type !== 'adjustment' && row.card_payment_type !== 'settlement'),
    receiptCount: row.receipt_count,
    facts: {
      names: [row.clean_name, row.merchant_name, row.biller_name, row.beneficiary].filter(present),
      rfc: row.kind === 'card' ? row.merchant_rfc : row.beneficiary_rfc,
      amounts: amounts.filter(present),
      occurredAt: new Date(row.occurred_at),
    },
  };
}
