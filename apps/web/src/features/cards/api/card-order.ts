import { unwrap, type components } from '@outlay/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** After the order machine placed an order: the view shows it, and the profile changed too. */
export function useOrderPlaced() {
  const queryClient = useQueryClient();
  return (order: Schemas['CardOrder']) => {
    queryClient.setQueryData(cardOrderQuery.queryKey, (view) => (view ? { ...view, order } : view));
    // The login gate's card-order step is done; the new card is pending in the list.
    void queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['cards', 'list'] });
  };
}
