import { unwrap, type GroupKind, type TeamGroup } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { membersKey } from './members';
import { teamGroupsKey } from './team-groups';

export interface TeamGroupRef {
  kind: GroupKind;
  id: number;
}

/** Deletes a department or location; its people belong to none after. */
export function deleteTeamGroup({ kind, id }: TeamGroupRef) {
  return unwrap(
    apiClient.DELETE('/v2/web/team/{groupKind}/{groupId}', {
      params: { path: { groupKind: kind, groupId: id } },
    }),
  );
}

/** Its people's rows lose the group; a refusal is toasted. */
export function useDeleteTeamGroup(
  kind: GroupKind,
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof deleteTeamGroup>>, TeamGroup> = {},
) {
  return useMutation({
    ...callbacks,
    mutationFn: (group: TeamGroup) => deleteTeamGroup({ kind, id: group.id }),
    meta: { invalidates: [teamGroupsKey, membersKey], errorToast: true },
  });
}
