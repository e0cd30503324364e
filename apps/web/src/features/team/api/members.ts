import type { MembersQuery } from '@outlay/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** The key of every members read: what a change to the team invalidates. */
export const membersKey = operationKey('post', '/v2/web/user/get-paginated-users');

/** One page of the company's people, searched and filtered on the server (ordered by name). */
export const membersQuery = (query: MembersQuery) =>
  queryOptions({
    ...operationQuery('post', '/v2/web/user/get-paginated-users', { body: query }),
    // The page on screen stays while the next one (another search, filter or page) loads.
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MembersQuery) {
  return useQuery(membersQuery(query));
}
