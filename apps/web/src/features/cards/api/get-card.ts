import { unwrap, type CardDetails } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { CardDetails } from '@outlay/api-client';

export const cardQuery = (cardId: number) =>
  queryOptions({
    queryKey: ['cards', 'card', cardId],
    queryFn: ({ signal }): Promise<CardDetails> =>
      unwrap(
        apiClient.GET('/v2/web/cards/card/{cardId}', { params: { path: { cardId } }, signal }),
      ),
  });

export function useCard(cardId: number) {
  return useQuery(cardQuery(cardId));
}
