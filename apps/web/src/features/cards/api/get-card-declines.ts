import type { OperationData } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

export type { CardDecline } from '@outlay/api-client';

const declinesOf = (answer: OperationData<'get', '/v2/web/cards/card/{cardId}/declines'>) =>
  answer.declines;

/** The card's latest declined authorisations, newest first. */
export const cardDeclinesQuery = (cardId: number) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/cards/card/{cardId}/declines', {
      params: { path: { cardId } },
    }),
    select: declinesOf,
  });

export function useCardDeclines(cardId: number) {
  return useQuery(cardDeclinesQuery(cardId));
}
