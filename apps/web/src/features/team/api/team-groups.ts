import { unwrap, type GroupKind, type TeamGroup } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every groups query starts with this key: a change to a group reads both kinds again. */
export const teamGroupsQueryKey = ['team', 'groups'] as const;

/** The company's departments or locations, by name, with how many people each has. */
export const teamGroupsQuery = (kind: GroupKind) =>
  queryOptions({
    queryKey: [...teamGroupsQueryKey, kind],
    queryFn: async ({ signal }): Promise<TeamGroup[]> => {
      const found = await unwrap(
        apiClient.GET('/v2/web/team/{groupKind}', {
          params: { path: { groupKind: kind } },
          signal,
        }),
      );
      return found.items;
    },
  });

export function useTeamGroups(kind: GroupKind) {
  return useQuery(teamGroupsQuery(kind));
}
