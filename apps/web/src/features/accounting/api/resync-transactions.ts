import { unwrap, type components, type AccountingTransactionRef as Ref } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import type { MappingRow } from '../model/mapping-row';
import { queuedRows, useIncompleteRowsPatch, useRowsQueued } from './get-incomplete-transactions';

export type Queued = components['schemas']['AccountingQueued']['data'];

/** Failed transactions go again with their saved definition; pushed ones send new receipts. */
export function resyncTransactions(transactions: Ref[]): Promise<Queued> {
  return unwrap(apiClient.POST('/v2/web/accounting/resync', { body: { transactions } })).then(
    (body) => body.data,
  );
}

/**
 * Sends one row again: the table shows it queued, and its pages are read again. A refusal is
 * the screen's to say.
 */
export function useResyncRow(callbacks: MutationCallbacks<Queued, MappingRow> = {}) {
  const patchRows = useIncompleteRowsPatch();
  const rowsQueued = useRowsQueued();
  return useMutation({
    ...callbacks,
    mutationFn: (row: MappingRow) =>
      resyncTransactions([{ transactionId: row.id, type: row.transaction.dataType }]),
    onSuccess: (result, ...rest) => {
      patchRows(queuedRows(result.transactionIds));
      void callbacks.onSuccess?.(result, ...rest);
      rowsQueued();
    },
  });
}
