import type { TransactionsPage } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey, operationQuery } from '@/lib/operation-query';
import { AHEAD_OF_SCREEN_MS } from '@/lib/query-client';
import { parseView, toQuery, type TransactionsQuery } from '../model/view-state';

/** The key of every page of transactions: what a change to an entry's files invalidates. */
export const transactionsKey = operationKey('post', '/v2/web/dashboard/transactions');

export const transactionsQuery = (query: TransactionsQuery) =>
  queryOptions({
    ...operationQuery('post', '/v2/web/dashboard/transactions', { body: query }),
    // The page on screen stays while the next one loads, so the table never jumps.
    placeholderData: keepPreviousData,
  });

/** The page of transactions the view in the URL (`search`) shows first. */
export const firstTransactionsQuery = (search: string) =>
  transactionsQuery(toQuery(parseView(search)));

export function useTransactions(query: TransactionsQuery) {
  // A page read ahead of the screen (app/routes/dashboard-route.tsx) is shown, not read again.
  return useQuery({ ...transactionsQuery(query), staleTime: AHEAD_OF_SCREEN_MS });
}

/**
 * Reads a page of transactions for the drawer, which moves past the table's page: kept for
 * the table, which shows that page once the drawer moves there.
 */
export function useTransactionsPageReader(): (
  query: TransactionsQuery,
) => Promise<TransactionsPage['transactions']> {
  const queryClient = useQueryClient();
  return useCallback(
    (query) =>
      queryClient
        .query({ ...transactionsQuery(query), staleTime: 30_000, gcTime: 60_000 })
        .then((result) => result.transactions),
    [queryClient],
  );
}

/** An entry's files changed elsewhere (the drawer): the Receipt column reads them again. */
export function useTransactionsChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: transactionsKey });
  }, [queryClient]);
}
