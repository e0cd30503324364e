import { unwrap, type TwoFactorMethods } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const twoFactorMethodsQuery = queryOptions({
  queryKey: ['two-factor-methods'],
  queryFn: ({ signal }): Promise<TwoFactorMethods> =>
    unwrap(apiClient.GET('/v2/web/user/two-factor-methods', { signal })),
});

export function useTwoFactorMethods() {
  return useQuery(twoFactorMethodsQuery);
}
