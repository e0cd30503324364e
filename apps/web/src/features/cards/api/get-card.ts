import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationQuery } from '@/lib/operation-query';

export type { CardDetails } from '@outlay/api-client';

export const cardQuery = (cardId: number) =>
  queryOptions(
    operationQuery('get', '/v2/web/cards/card/{cardId}', { params: { path: { cardId } } }),
  );

export function useCard(cardId: number) {
  return useQuery(cardQuery(cardId));
}

/** A flow changed the card on the server (its PIN was set): the card is read again. */
export function useCardChanged(cardId: number): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: cardQuery(cardId).queryKey });
  }, [queryClient, cardId]);
}
