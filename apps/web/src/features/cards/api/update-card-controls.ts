import { unwrap, type CardControlsUpdate } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { cardQuery } from './get-card';
import { cardsKey } from './get-cards';

/**
 * An admin changes a card's limit, its period and the categories it may spend in: the card
 * keeps the server's answer, and the list is read again.
 */
export function useUpdateCardControls(cardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardControlsUpdate) =>
      unwrap(
        apiClient.PUT('/v2/web/cards/card/{cardId}/controls', {
          params: { path: { cardId } },
          body,
        }),
      ),
    onSuccess: ({ card }) => {
      queryClient.setQueryData(cardQuery(cardId).queryKey, card);
    },
    meta: { invalidates: [cardsKey] },
  });
}
