import { jsonBuildObject } from 'kysely/helpers/postgres';
import type {
  components,
  CardTransactionDetails,
  TransferDetails,
  LoanInstalmentDetails,
} from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { LookupCurrency } from './currencies.js';
import type { Lang } from '../i18n/language.js';
import { entryColumns } from './entry-columns.js';
import { toEntry } from './to-entry.js';
import { type Viewer, viewerScope } from './viewer.js';
import { AppError } from '../http/errors.js';

type Schemas = components['schemas'];
export type EntryKind = 'card' | 'payment' | 'loan';

export const entryNotFound = () => new AppError(404, 'NOT_FOUND', 'dashboard.entryNotFound');

/**
 * One entry for the transaction drawer, read with the dashboard's columns (so the drawer and
 * the row agree) and the same role scope: an entry the caller cannot see on the dashboard does
 * not exist for them here either.
 */
export function createEntryDetails(deps: { db: Db; currencies: () => Promise<LookupCurrency> }) {
  const { db } = deps;

  async function read(viewer: Viewer, kind: EntryKind, id: number, lang: Lang) {
    const [row, currency] = await Promise.all([
      entryColumns(kyselyOf(db))
        // The drawer's extra columns: the memo, the merchant's site and address, the IOF's
        // purchase, the fees.
        .leftJoin('entries as related', (join) =>
          join
            .onRef('related.id', '=', 'ct.related_entry_id')
            .onRef('related.company_id', '=', 'e.company_id'),
        )
        .select((eb) => [
          'ct.memo',
          'm.website as merchant_website',
          'm.address as merchant_address',
          'ct.related_entry_id',
          'related.occurred_at as related_occurred_at',
          eb
            .selectFrom('card_transaction_fees as f')
            .select((f) =>
              f.fn
                .jsonAgg(
                  jsonBuildObject({
                    type: f.ref('f.type'),
                    // As text, so JSON carries every digit.
                    base: f.cast<string>('f.reference_base_transaction_amount', 'text'),
                    fee: f.cast<string>('f.transaction_amount_fee', 'text'),
                  }),
                )
                .orderBy('f.id')
                .as('fees'),
            )
            .whereRef('f.entry_id', '=', 'e.id')
            .whereRef('f.company_id', '=', 'e.company_id')
            .as('fees'),
        ])
        .where((eb) => viewerScope(eb, viewer))
        .where('e.id', '=', id)
        .where('e.kind', '=', kind)
        .executeTakeFirst(),
      deps.currencies(),
    ]);
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
                id: row.related_entry_id,
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
