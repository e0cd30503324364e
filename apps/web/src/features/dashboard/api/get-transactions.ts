import { unwrap, type TransactionsPage } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TransactionsQuery } from '../model/view-state';

export const transactionsQuery = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: ['dashboard', 'transactions', query],
    queryFn: ({ signal }): Promise<TransactionsPage> =>
      unwrap(apiClient.POST('/v2/web/dashboard/transactions', { body: query, signal })),
    // The page on screen stays while the next one loads, so the table never jumps.
    placeholderData: keepPreviousData,
  });

export function useTransactions(query: TransactionsQuery) {
  return useQuery(transactionsQuery(query));
}
