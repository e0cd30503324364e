import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * For a flow machine that calls the server itself, not through a mutation (so no `meta`
 * invalidates for it): a callback that reads again what the flow changed, for the feature's
 * api/ to name once (`useLoanPaymentRequested`), so no component holds the query client.
 * `queryKeys` is a module constant: the callback stays the same from render to render.
 */
export function useReadsChanged(queryKeys: readonly QueryKey[]): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, queryKeys]);
}
