import { unwrap, type components, type CardsPage } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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

export const cardsQuery = (query: CardsListQuery) =>
  queryOptions({
    queryKey: ['cards', 'list', query],
    queryFn: ({ signal }): Promise<CardsPage> =>
      unwrap(apiClient.GET('/v2/web/cards/get-cards', { params: { query }, signal })),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCards(query: CardsListQuery) {
  return useQuery(cardsQuery(query));
}
