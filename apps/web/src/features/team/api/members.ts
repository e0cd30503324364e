import { unwrap, type MembersPage, type MembersQuery } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every members query starts with this key: a change to the team reads them all again. */
export const membersQueryKey = ['team', 'members'] as const;

/** One page of the company's people, searched and filtered on the server (ordered by name). */
export const membersQuery = (query: MembersQuery) =>
  queryOptions({
    queryKey: [...membersQueryKey, query],
    queryFn: ({ signal }): Promise<MembersPage> =>
      unwrap(apiClient.POST('/v2/web/user/get-paginated-users', { body: query, signal })),
    // The page on screen stays while the next one (another search, filter or page) loads.
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MembersQuery) {
  return useQuery(membersQuery(query));
}
