import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { type Viewer, viewerScope } from '../entries/viewer.js';
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
  const row = await kyselyOf(db)
    .selectFrom('entries as e')
    .leftJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .leftJoin('merchants as m', 'm.id', 'ct.merchant_id')
    .leftJoin('transfers as t', (join) =>
      join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
    )
    .leftJoin('beneficiaries as b', (join) =>
      join.onRef('b.id', '=', 't.beneficiary_id').onRef('b.company_id', '=', 't.company_id'),
    )
    .select((eb) => [
      'e.id',
      'e.kind',
      'e.occurred_at',
      'e.receipt_count',
      'ct.payment_type as card_payment_type',
      'm.clean_name',
      'm.name as merchant_name',
      'm.rfc as merchant_rfc',
      'ct.biller_name',
      eb.cast<number | null>('ct.transaction_amount', 'float8').as('card_amount'),
      'ct.currency as card_currency',
      eb.cast<number | null>('ct.local_currency_amount', 'float8').as('local_amount'),
      'ct.local_currency',
      eb.fn
        .coalesce(
          'b.beneficiary_name',
          sql<string | null>`${eb.ref('b.first_name')} || ' ' || ${eb.ref('b.last_name')}`,
        )
        .as('beneficiary'),
      'b.rfc as beneficiary_rfc',
      eb.cast<number | null>('t.platform_amount', 'float8').as('platform_amount'),
      't.platform_currency',
      eb.cast<number | null>('t.transfer_amount', 'float8').as('transfer_amount'),
      't.transfer_currency',
    ])
    .where((eb) => eb.and([viewerScope(eb, viewer), eb('e.id', '=', id), eb('e.kind', '=', type)]))
    .$narrowType<{ kind: ReferenceType }>()
    .$if(lock, (qb) => qb.forUpdate('e'))
    .executeTakeFirst();
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
    id: row.id,
    type: row.kind,
    eligible:
      row.kind === 'payment' ||
      (row.card_payment_type !== 'adjustment' && row.card_payment_type !== 'settlement'),
    receiptCount: row.receipt_count,
    facts: {
      names: [row.clean_name, row.merchant_name, row.biller_name, row.beneficiary].filter(present),
      rfc: row.kind === 'card' ? row.merchant_rfc : row.beneficiary_rfc,
      amounts: amounts.filter(present),
      occurredAt: row.occurred_at,
    },
  };
}
