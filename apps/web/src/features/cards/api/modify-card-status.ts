import { unwrap, type CardStatusRequest } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cardQuery } from './get-card';

/** Freezes or unfreezes a card with the action code its verification granted. */
export function modifyCardStatus(body: CardStatusRequest) {
  return unwrap(apiClient.POST('/v2/web/cards/modify-status', { body }));
}

export function useModifyCardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyCardStatus,
    onSuccess: ({ card }) => {
      queryClient.setQueryData(cardQuery(card.id).queryKey, card);
      void queryClient.invalidateQueries({ queryKey: ['cards', 'list'] });
    },
  });
}
