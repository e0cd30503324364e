import {
  unwrap,
  type components,
  type PushTransactionsRequest as PushRequest,
} from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

export type { PushTransactionsRequest as PushRequest, PushMapping } from '@outlay/api-client';

export type Queued = components['schemas']['AccountingQueued']['data'];

/** Spec part 2 §7: the mappings, marked queued and pushed by the job queue. */
export function pushTransactions(request: PushRequest): Promise<Queued> {
  return unwrap(apiClient.POST('/v2/web/accounting/push-transactions', { body: request })).then(
    (body) => body.data,
  );
}
