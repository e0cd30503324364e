import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/**
 * The card's number and CVC from the issuer, for the caller's eyes once: the answer is
 * `no-store`, and the app keeps it in component state only (no query cache, no storage).
 */
export function revealCard(cardId: number, actionCode: string) {
  return unwrap(
    apiClient.POST('/v2/web/cards/reveal-card', {
      body: { cardId, actionCode },
      cache: 'no-store',
    }),
  );
}
