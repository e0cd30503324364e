import {
  unwrap,
  type components,
  type IncompleteTransactionsQuery as IncompleteQuery,
} from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isInFlight, syncStateOf } from '../model/sync-status';
import { apiClient } from '../../../lib/api-client';
import { operationKey } from '../../../lib/operation-query';

export type {
  IncompleteTransactionsQuery as IncompleteQuery,
  AccountingTransaction,
} from '@outlay/api-client';

export type IncompleteTransactions = components['schemas']['IncompleteTransactions']['data'];

/** How often the page is read again while some of its rows are with the job queue. */
export const SYNC_POLL_MS = 1500;

/** Keyed by its operation, so a write elsewhere (the drawer's save) invalidates it by the same. */
export const incompleteQueryKey = operationKey(
  'post',
  '/v2/web/accounting/incomplete-transactions',
);

/**
 * One page of the mapping table (spec part 2 §7 "incomplete transactions"), read again every
 * moment while any row on it is queued, being sent or waiting for a retry.
 */
export const incompleteTransactionsQuery = (query: IncompleteQuery) =>
  queryOptions({
    queryKey: [...incompleteQueryKey, query],
    queryFn: ({ signal }): Promise<IncompleteTransactions> =>
      unwrap(
        apiClient.POST('/v2/web/accounting/incomplete-transactions', { body: query, signal }),
      ).then((body) => body.data),
    placeholderData: keepPreviousData,
    refetchInterval: (state) =>
      state.state.data?.transactions.some((row) =>
        isInFlight(syncStateOf(row.transactionSyncedStatus, row.job)),
      )
        ? SYNC_POLL_MS
        : false,
  });

export function useIncompleteTransactions(query: IncompleteQuery) {
  return useQuery(incompleteTransactionsQuery(query));
}
