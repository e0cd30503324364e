import { unwrap, type CardMerchant } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { CardMerchant } from '@outlay/api-client';

/** The merchants a card may be limited to whose name or category has the words typed. */
export const cardMerchantsQuery = (search: string) =>
  queryOptions({
    queryKey: ['cards', 'merchants', search],
    queryFn: async ({ signal }): Promise<CardMerchant[]> => {
      const answer = await unwrap(
        apiClient.GET('/v2/web/cards/merchants', {
          params: { query: search === '' ? {} : { search } },
          signal,
        }),
      );
      return answer.merchants;
    },
    staleTime: 5 * 60_000,
  });

export function useCardMerchants(search: string) {
  return useQuery({ ...cardMerchantsQuery(search), placeholderData: keepPreviousData });
}
