import { unwrap, type components } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

export type PushRequest = components['schemas']['PushTransactionsRequest'];
export type PushMapping = components['schemas']['PushMapping'];
export type Queued = components['schemas']['AccountingQueued']['data'];

/** Spec part 2 §7: the mappings, marked queued and pushed by the job queue. */
export function pushTransactions(request: PushRequest): Promise<Queued> {
  return unwrap(apiClient.POST('/v2/web/accounting/push-transactions', { body: request })).then(
    (body) => body.data,
  );
}
