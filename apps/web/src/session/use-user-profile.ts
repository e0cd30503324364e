import { unwrap, type LoggedInUser } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

export const userProfileQuery = queryOptions({
  queryKey: ['user-profile'],
  queryFn: ({ signal }): Promise<LoggedInUser> =>
    unwrap(apiClient.GET('/v2/web/user/load-user-profile', { signal })),
  // Read once per page load and shared by every screen and machine that needs it; read
  // again only when something changed it (invalidateQueries, setQueryData).
  staleTime: Infinity,
});

export function useUserProfile() {
  return useQuery(userProfileQuery);
}
