import { unwrap, type CardStatusRequest } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { cardQuery } from './get-card';
import { cardsKey } from './get-cards';

/** Freezes or unfreezes a card with the action code its verification granted. */
export function modifyCardStatus(body: CardStatusRequest) {
  return unwrap(apiClient.POST('/v2/web/cards/modify-status', { body }));
}

/** The card keeps the server's answer, and the list is read again. */
export function useModifyCardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyCardStatus,
    onSuccess: ({ card }) => {
      queryClient.setQueryData(cardQuery(card.id).queryKey, card);
    },
    meta: { invalidates: [cardsKey] },
  });
}
