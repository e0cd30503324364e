import { unwrap, type CardDecline } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { CardDecline } from '@outlay/api-client';

/** The card's latest declined authorisations, newest first. */
export const cardDeclinesQuery = (cardId: number) =>
  queryOptions({
    queryKey: ['cards', 'declines', cardId],
    queryFn: async ({ signal }): Promise<CardDecline[]> => {
      const answer = await unwrap(
        apiClient.GET('/v2/web/cards/card/{cardId}/declines', {
          params: { path: { cardId } },
          signal,
        }),
      );
      return answer.declines;
    },
  });

export function useCardDeclines(cardId: number) {
  return useQuery(cardDeclinesQuery(cardId));
}
