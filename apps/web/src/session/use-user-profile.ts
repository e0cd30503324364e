import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

export const userProfileQuery = queryOptions({
  ...operationQuery('get', '/v2/web/user/load-user-profile'),
  // Read once per page load and shared by every screen and machine that needs it; read
  // again only when something changed it (invalidateQueries, setQueryData).
  staleTime: Infinity,
});

export function useUserProfile() {
  return useQuery(userProfileQuery);
}
