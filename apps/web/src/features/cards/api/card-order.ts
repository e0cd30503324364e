import type { components } from '@outlay/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationQuery } from '@/lib/operation-query';
import { userProfileQuery } from '@/session/use-user-profile';
import { cardsKey } from './get-cards';

type Schemas = components['schemas'];

export const cardOrderQuery = queryOptions(operationQuery('get', '/v2/web/cards/card-order'));

export function useCardOrder() {
  return useQuery(cardOrderQuery);
}

/** After the order machine placed an order: the view shows it, and the profile changed too. */
export function useOrderPlaced(): (order: Schemas['CardOrder']) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (order) => {
      queryClient.setQueryData(cardOrderQuery.queryKey, (view) =>
        view ? { ...view, order } : view,
      );
      // The login gate's card-order step is done; the new card is pending in the list.
      void queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: cardsKey });
    },
    [queryClient],
  );
}
