import type { components } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey, operationQuery } from '@/lib/operation-query';

export type { CardsPage } from '@outlay/api-client';

export interface CardsListQuery {
  search?: string;
  status?: components['schemas']['AccountStatus'];
  cardType?: 'virtual' | 'physical';
  /** Only this person's cards (their public id). */
  holder?: string;
  /** Zero-based. */
  page: number;
}

/** The key of every page of cards: what a change to a card invalidates. */
export const cardsKey = operationKey('get', '/v2/web/cards/get-cards');

export const cardsQuery = (query: CardsListQuery) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/cards/get-cards', { params: { query } }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCards(query: CardsListQuery) {
  return useQuery(cardsQuery(query));
}

/** A flow made a card (the new-card machine): the list is read again. */
export function useCardsChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: cardsKey });
  }, [queryClient]);
}
