import { type OutlayClient, unwrap } from '@outlay/api-client';
import type { BulkRowInput } from '@outlay/rules';
import { fromPromise } from 'xstate';

/** The bulk flow's call, built once on the client the app (or a test) gives. */
export const bulkPaymentActors = (client: OutlayClient) => ({
  /** Stores the batch; it waits for another admin's approval. */
  createBulkBatch: fromPromise(
    async ({ input }: { input: { name: string; rows: BulkRowInput[] } }) =>
      unwrap(client.POST('/v2/web/payments/bulk-batches', { body: input })),
  ),
});
