import { unwrap, type TransactionsPage } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A card's transactions of the last 30 days, newest first, from the dashboard's list. */
export const cardTransactionsQuery = (cardId: number, page: number) =>
  queryOptions({
    queryKey: ['cards', 'transactions', cardId, page],
    queryFn: ({ signal }): Promise<TransactionsPage> =>
      unwrap(
        apiClient.POST('/v2/web/dashboard/transactions', {
          body: {
            filter: 'last30Days',
            sortBy: 'date',
            sortDirection: 'DESC',
            page,
            filterBy: { cards: [cardId] },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useCardTransactions(cardId: number, page: number) {
  return useQuery(cardTransactionsQuery(cardId, page));
}
