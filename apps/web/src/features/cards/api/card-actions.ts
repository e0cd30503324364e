import { unwrap, type components } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cardQuery } from './get-card';

type Schemas = components['schemas'];

/** Cancels a card for good, with the action code its verification granted. */
export function cancelCard(body: Schemas['CardActionRequest']) {
  return unwrap(apiClient.POST('/v2/web/cards/cancel-card', { body }));
}

/** Cancels a card and issues its replacement; answers the new card. */
export function replaceCard(body: Schemas['ReplaceCardRequest']) {
  return unwrap(apiClient.POST('/v2/web/cards/replace-card', { body }));
}

function useCardsChanged() {
  const queryClient = useQueryClient();
  return (card: Schemas['CardDetails']) => {
    queryClient.setQueryData(cardQuery(card.id).queryKey, card);
    void queryClient.invalidateQueries({ queryKey: ['cards'] });
  };
}

export function useCancelCard() {
  const changed = useCardsChanged();
  return useMutation({ mutationFn: cancelCard, onSuccess: ({ card }) => changed(card) });
}

export function useReplaceCard() {
  const changed = useCardsChanged();
  return useMutation({ mutationFn: replaceCard, onSuccess: ({ card }) => changed(card) });
}
