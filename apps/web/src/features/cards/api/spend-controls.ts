import { unwrap, type components } from '@outlay/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

type Schemas = components['schemas'];

export const spendControlsQuery = queryOptions({
  queryKey: ['cards', 'spend-controls'],
  queryFn: ({ signal }): Promise<Schemas['SpendControls']> =>
    unwrap(apiClient.GET('/v2/web/cards/spend-controls', { signal })),
});

export function useSpendControls() {
  return useQuery(spendControlsQuery);
}

export function useSaveSpendControls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SpendControlsUpdate']) =>
      unwrap(apiClient.PUT('/v2/web/cards/spend-controls', { body })),
    onSuccess: (controls) => {
      queryClient.setQueryData(spendControlsQuery.queryKey, controls);
    },
  });
}
