import { unwrap, type TransactionsPage } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { AHEAD_OF_SCREEN_MS } from '../../../lib/query-client';
import { parseView, toQuery, type TransactionsQuery } from '../model/view-state';

export const transactionsQuery = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: ['dashboard', 'transactions', query],
    queryFn: ({ signal }): Promise<TransactionsPage> =>
      unwrap(apiClient.POST('/v2/web/dashboard/transactions', { body: query, signal })),
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
