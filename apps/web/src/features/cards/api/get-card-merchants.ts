import type { OperationData } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

export type { CardMerchant } from '@outlay/api-client';

const merchantsOf = (answer: OperationData<'get', '/v2/web/cards/merchants'>) => answer.merchants;

/** The merchants a card may be limited to whose name or category has the words typed. */
export const cardMerchantsQuery = (search: string) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/cards/merchants', {
      params: { query: search === '' ? {} : { search } },
    }),
    select: merchantsOf,
    staleTime: 5 * 60_000,
  });

export function useCardMerchants(search: string) {
  return useQuery({ ...cardMerchantsQuery(search), placeholderData: keepPreviousData });
}
