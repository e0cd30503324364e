import { unwrap, type components } from '@outlay/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationQuery } from '@/lib/operation-query';

type Schemas = components['schemas'];

export const spendControlsQuery = queryOptions(
  operationQuery('get', '/v2/web/cards/spend-controls'),
);

export function useSpendControls() {
  return useQuery(spendControlsQuery);
}

/** Saves the company's spend controls: the page keeps the server's answer. */
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
