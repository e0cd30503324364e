import type { GroupKind, OperationData } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** The key of every groups read, of both kinds: what a change to a group invalidates. */
export const teamGroupsKey = operationKey('get', '/v2/web/team/{groupKind}');

const itemsOf = (found: OperationData<'get', '/v2/web/team/{groupKind}'>) => found.items;

/** The company's departments or locations, by name, with how many people each has. */
export const teamGroupsQuery = (kind: GroupKind) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/team/{groupKind}', {
      params: { path: { groupKind: kind } },
    }),
    select: itemsOf,
  });

export function useTeamGroups(kind: GroupKind) {
  return useQuery(teamGroupsQuery(kind));
}
