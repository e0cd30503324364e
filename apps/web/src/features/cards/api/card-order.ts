import { unwrap, type components } from '@outlay/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userProfileQuery } from '../../../session/use-user-profile';

type Schemas = components['schemas'];

export const cardOrderQuery = queryOptions({
  queryKey: ['cards', 'card-order'],
  queryFn: ({ signal }): Promise<Schemas['CardOrderView']> =>
    unwrap(apiClient.GET('/v2/web/cards/card-order', { signal })),
});

export function useCardOrder() {
  return useQuery(cardOrderQuery);
}

export function orderCard(body: Schemas['CardOrderRequest']) {
  return unwrap(apiClient.POST('/v2/web/cards/card-order', { body }));
}

/** Orders the physical card; the profile changes too (the gate's card-order step is done). */
export function useOrderCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderCard,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(cardOrderQuery.queryKey, (view) =>
        view ? { ...view, order } : view,
      );
      void queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['cards', 'list'] });
    },
  });
}
