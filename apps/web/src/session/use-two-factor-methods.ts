import { unwrap, type TwoFactorMethods } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/**
 * The user's two-factor methods and the default one: the security page lists them, and the
 * verification dialog starts from them (its machine takes them as input).
 */
export const twoFactorMethodsQuery = queryOptions({
  queryKey: ['two-factor-methods'],
  queryFn: ({ signal }): Promise<TwoFactorMethods> =>
    unwrap(apiClient.GET('/v2/web/user/two-factor-methods', { signal })),
  // Read once per page load and shared by every screen and machine that needs it; read
  // again only when something changed it (invalidateQueries, setQueryData).
  staleTime: Infinity,
});

export function useTwoFactorMethods() {
  return useQuery(twoFactorMethodsQuery);
}
