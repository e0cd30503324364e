import { unwrap, type components } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { cardReads } from './card-reads';
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

/** The card the server answered is kept; the cards pages are read again (the meta). */
function useCardAnswered() {
  const queryClient = useQueryClient();
  return ({ card }: Schemas['CardAnswer']) => {
    queryClient.setQueryData(cardQuery(card.id).queryKey, card);
  };
}

export function useCancelCard() {
  const answered = useCardAnswered();
  return useMutation({
    mutationFn: cancelCard,
    onSuccess: answered,
    meta: { invalidates: cardReads },
  });
}

export function useReplaceCard() {
  const answered = useCardAnswered();
  return useMutation({
    mutationFn: replaceCard,
    onSuccess: answered,
    meta: { invalidates: cardReads },
  });
}
