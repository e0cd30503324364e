import type {
  components,
  CardTransactionDetails,
  TransferDetails,
  LoanInstalmentDetails,
} from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import type { LookupCurrency } from './currencies.js';
import type { Lang } from '../i18n/language.js';
import { ENTRY_COLUMNS, ENTRY_JOINS, type EntryRow, toEntry } from './entry-rows.js';
import { SqlParams } from './sql-params.js';
import { type Viewer, scopeCondition } from './viewer.js';
import { AppError } from '../http/errors.js';

type Schemas = components['schemas'];
export type EntryKind = 'card' | 'payment' | 'loan';

interface DetailRow extends EntryRow {
  memo: string | null;
  merchant_website: string | null;
  merchant_address: string | null;
  related_entry_id: string | null;
  related_occurred_at: Date | null;
  fees: { type: 'crossBorder'; base: string; fee: string }[] | null;
}

/** The drawer's extra columns: the memo, the merchant's site and address, the IOF's purchase. */
const DETAIL_COLUMNS = `
  ct.memo, m.website AS merchant_website, m.address AS merchant_address,
  ct.related_entry_id::text, related.occurred_at AS related_occurred_at,
  (SELECT json_agg(json_build_object('type', f.type,
                                     'base', f.reference_base_transaction_amount::text,
                                     'fee', f.transaction_amount_fee::text) ORDER BY f.id)
     FROM card_transaction_fees f WHERE f.entry_id = e.id) AS fees`;

export const entryNotFound = () => new AppError(404, 'NOT_FOUND', 'dashboard.entryNotFound');

/**
 * One entry for the transaction drawer, read with the dashboard's columns (so the drawer and
 * the row agree) and the same role scope: an entry the caller cannot see on the dashboard does
 * not exist for them here either.
 */
export function createEntryDetails(deps: { db: Db; currencies: () => Promise<LookupCurrency> }) {
  const { db } = deps;

  async function read(viewer: Viewer, kind: EntryKind, id: number, lang: Lang) {
    const params = new SqlParams();
    const scope = scopeCondition(viewer, params);
    const [rows, currency] = await Promise.all([
      db.query<DetailRow>(
        `SELECT ${ENTRY_COLUMNS}, ${DETAIL_COLUMNS}
           FROM entries e
           ${ENTRY_JOINS}
           LEFT JOIN entries related ON related.id = ct.related_entry_id
          WHERE ${scope} AND e.id = ${params.add(id)} AND e.kind = ${params.add(kind)}`,
        params.values,
      ),
      deps.currencies(),
    ]);
    const [row] = rows;
    if (!row) throw entryNotFound();
    return { row, entry: toEntry(row, currency, lang) };
  }

  return {
    async card(viewer: Viewer, id: number, lang: Lang): Promise<CardTransactionDetails> {
      const { row, entry } = await read(viewer, 'card', id, lang);
      if (entry.type !== 'card') throw entryNotFound();
      return {
        type: 'card',
        transaction: entry.transaction,
        memo: row.memo,
        transactionFees: (row.fees ?? []).map((fee) => ({
          type: fee.type,
          referenceBaseTransactionAmount: Number(fee.base),
          transactionAmountFee: Number(fee.fee),
        })),
        relatedTransaction:
          row.related_entry_id === null || row.related_occurred_at === null
            ? null
            : {
                id: Number(row.related_entry_id),
                transactionDateTime: row.related_occurred_at.toISOString(),
              },
        merchantDetails:
          row.merchant_name === null
            ? null
            : {
                fullName: row.merchant_name,
                site: row.merchant_website,
                address: row.merchant_address,
              },
      };
    },

    async transfer(viewer: Viewer, id: number, lang: Lang): Promise<TransferDetails> {
      const { entry } = await read(viewer, 'payment', id, lang);
      if (entry.type !== 'payment') throw entryNotFound();
      return {
        type: 'payment',
        transfer: entry.transfer,
        hasConfirmation: hasConfirmation(entry.transfer),
      };
    },

    async instalment(viewer: Viewer, id: number, lang: Lang): Promise<LoanInstalmentDetails> {
      const { entry } = await read(viewer, 'loan', id, lang);
      if (entry.type !== 'loan') throw entryNotFound();
      return { type: 'loan', instalment: entry.instalment };
    },
  };
}

export type EntryDetails = ReturnType<typeof createEntryDetails>;

/** Spec part 2 §2.2: a receipt PDF for STP, or for route-fusion when a transaction id exists. */
export function hasConfirmation(transfer: Schemas['Transfer']): boolean {
  return (
    transfer.paymentType === 'STP' ||
    (transfer.paymentType === 'RouteFusion' && transfer.transfer_detail.rfTransactionId !== null)
  );
}
