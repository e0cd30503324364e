import type { TwoFactorMethods } from '@outlay/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationQuery } from '@/lib/operation-query';

/**
 * The user's two-factor methods and the default one: the security page lists them, and the
 * verification dialog starts from them (its machine takes them as input).
 */
export const twoFactorMethodsQuery = queryOptions({
  ...operationQuery('get', '/v2/web/user/two-factor-methods'),
  // Read once per page load and shared by every screen and machine that needs it; read
  // again only when something changed it (invalidateQueries, setQueryData).
  staleTime: Infinity,
});

export function useTwoFactorMethods() {
  return useQuery(twoFactorMethodsQuery);
}

/**
 * Keeps the methods a change answered with (a new default, a new authenticator app), so every
 * screen shows them without asking again.
 */
export function useTwoFactorMethodsChanged(): (methods: TwoFactorMethods) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (methods) => {
      queryClient.setQueryData(twoFactorMethodsQuery.queryKey, methods);
    },
    [queryClient],
  );
}
