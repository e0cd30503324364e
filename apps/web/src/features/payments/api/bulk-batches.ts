import { unwrap } from '@outlay/api-client';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** How often a released batch is read again while rows are still on their way. */
const RELEASED_POLL_MS = 2000;

/** Every read of the batches: what approving or releasing one invalidates. */
export const bulkBatchesKey = operationKey('get', '/v2/web/payments/bulk-batches');
const bulkBatchKey = operationKey('get', '/v2/web/payments/bulk-batches/{batchId}');

export function useBulkBatches() {
  return useQuery(queryOptions(operationQuery('get', '/v2/web/payments/bulk-batches')));
}

export const bulkBatchQuery = (batchId: number) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/payments/bulk-batches/{batchId}', {
      params: { path: { batchId } },
    }),
    refetchInterval: (query) => {
      const batch = query.state.data;
      return batch?.status === 'released' && batch.settledRows < batch.rowCount
        ? RELEASED_POLL_MS
        : false;
    },
  });

/** One batch with each row's state, read again while a released batch settles. */
export function useBulkBatch(batchId: number) {
  return useQuery(bulkBatchQuery(batchId));
}

/** Approves a batch another admin prepared. */
export function useApproveBatch() {
  return useMutation({
    mutationFn: (batchId: number) =>
      unwrap(
        apiClient.POST('/v2/web/payments/bulk-batches/{batchId}/approve', {
          params: { path: { batchId } },
        }),
      ),
    meta: { invalidates: [bulkBatchesKey, bulkBatchKey] },
  });
}

/** Releases an approved batch: its rows become payments on the job queue. */
export function useReleaseBatch() {
  return useMutation({
    mutationFn: (batchId: number) =>
      unwrap(
        apiClient.POST('/v2/web/payments/bulk-batches/{batchId}/release', {
          params: { path: { batchId } },
        }),
      ),
    meta: { invalidates: [bulkBatchesKey, bulkBatchKey] },
  });
}

/** Sends a released batch's failed rows again, each as a new payment. */
export function useRetryBatch() {
  return useMutation({
    mutationFn: (batchId: number) =>
      unwrap(
        apiClient.POST('/v2/web/payments/bulk-batches/{batchId}/retry', {
          params: { path: { batchId } },
        }),
      ),
    meta: { invalidates: [bulkBatchesKey, bulkBatchKey] },
  });
}
