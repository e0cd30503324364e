import type { TransactionsPage } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** A card's transactions of the last 30 days, newest first, from the dashboard's list. */
export const cardTransactionsQuery = (cardId: number, page: number) =>
  queryOptions({
    ...operationQuery('post', '/v2/web/dashboard/transactions', {
      body: {
        filter: 'last30Days',
        sortBy: 'date',
        sortDirection: 'DESC',
        page,
        filterBy: { cards: [cardId] },
      },
    }),
    placeholderData: keepPreviousData,
  });

export function useCardTransactions(cardId: number, page: number) {
  return useQuery(cardTransactionsQuery(cardId, page));
}

/**
 * An entry's files changed (the drawer): the Receipt column reads them again. The operation's
 * every read, as the card's pages are the only ones a card's page keeps.
 */
export function useCardTransactionsChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({
      queryKey: operationKey('post', '/v2/web/dashboard/transactions'),
    });
  }, [queryClient]);
}

/** Reads a page (from 1) of the card's transactions for the drawer, which moves past the page shown. */
export function useCardTransactionsPageReader(
  cardId: number,
): (page: number) => Promise<TransactionsPage['transactions']> {
  const queryClient = useQueryClient();
  return useCallback(
    (page) =>
      queryClient
        .query(cardTransactionsQuery(cardId, page - 1))
        .then((result) => result.transactions),
    [queryClient, cardId],
  );
}
