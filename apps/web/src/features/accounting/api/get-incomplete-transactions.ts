import type {
  AccountingTransaction,
  components,
  IncompleteTransactionsQuery as IncompleteQuery,
  OperationData,
} from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Definition } from '../model/definition';
import { isInFlight, syncStateOf } from '../model/sync-status';
import { operationKey, operationQuery } from '@/lib/operation-query';

export type {
  IncompleteTransactionsQuery as IncompleteQuery,
  AccountingTransaction,
} from '@outlay/api-client';

export type IncompleteTransactions = components['schemas']['IncompleteTransactions']['data'];

/** How often the page is read again while some of its rows are with the job queue. */
export const SYNC_POLL_MS = 1500;

/** Keyed by its operation, so a write elsewhere (the drawer's save) invalidates it by the same. */
export const incompleteKey = operationKey('post', '/v2/web/accounting/incomplete-transactions');

const pageOf = (answer: OperationData<'post', '/v2/web/accounting/incomplete-transactions'>) =>
  answer.data;

/**
 * One page of the mapping table (spec part 2 §7 "incomplete transactions"), read again every
 * moment while any row on it is queued, being sent or waiting for a retry.
 */
export const incompleteTransactionsQuery = (query: IncompleteQuery) =>
  queryOptions({
    ...operationQuery('post', '/v2/web/accounting/incomplete-transactions', { body: query }),
    select: pageOf,
    placeholderData: keepPreviousData,
    refetchInterval: (state) =>
      state.state.data?.data.transactions.some((row) =>
        isInFlight(syncStateOf(row.transactionSyncedStatus, row.job)),
      )
        ? SYNC_POLL_MS
        : false,
  });

export function useIncompleteTransactions(query: IncompleteQuery) {
  return useQuery(incompleteTransactionsQuery(query));
}

type IncompleteAnswer = OperationData<'post', '/v2/web/accounting/incomplete-transactions'>;

/**
 * Changes the rows of every page of the table kept, as a write the server took changed them,
 * so the table shows it before the pages are read again.
 */
export function useIncompleteRowsPatch(): (
  change: (row: AccountingTransaction) => AccountingTransaction,
) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change) => {
      queryClient.setQueriesData<IncompleteAnswer>({ queryKey: incompleteKey }, (answer) =>
        answer
          ? {
              ...answer,
              data: { ...answer.data, transactions: answer.data.transactions.map(change) },
            }
          : answer,
      );
    },
    [queryClient],
  );
}

/**
 * The table's pages are read again once the job queue took rows, after the screen's own
 * callbacks (not through the meta, whose invalidation comes before them): the screen pins the
 * rows to its page, which is a read of its own, so the page it leaves is not read as well.
 */
export function useRowsQueued(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: incompleteKey });
  }, [queryClient]);
}

/** The rows `ids` as the job queue took them: queued, their last failure forgotten. */
export const queuedRows =
  (ids: readonly number[]) =>
  (row: AccountingTransaction): AccountingTransaction =>
    ids.includes(row.id)
      ? { ...row, transactionSyncedStatus: 'queued', syncFailureMessage: null, job: null }
      : row;

/** A row whose definition the server now holds: as saved, with no suggestion left. */
export const savedRow = (
  row: AccountingTransaction,
  definition: Definition,
): AccountingTransaction => ({
  ...row,
  accounting_transaction_definition: {
    categoryId: definition.categoryId ?? '',
    taxRateId: definition.taxRateId ?? '',
    trackingCategoryIds: [...definition.trackingCategoryIds],
  },
  suggestion: null,
});
