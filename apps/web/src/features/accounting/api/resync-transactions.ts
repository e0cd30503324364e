import { unwrap, type components, type AccountingTransactionRef as Ref } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

export type Queued = components['schemas']['AccountingQueued']['data'];

/** Failed transactions go again with their saved definition; pushed ones send new receipts. */
export function resyncTransactions(transactions: Ref[]): Promise<Queued> {
  return unwrap(apiClient.POST('/v2/web/accounting/resync', { body: { transactions } })).then(
    (body) => body.data,
  );
}
