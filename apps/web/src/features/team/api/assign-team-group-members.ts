import { unwrap, type GroupKind } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { membersKey } from './members';
import { teamGroupsKey } from './team-groups';

export interface GroupMembersChange {
  kind: GroupKind;
  id: number;
  /** People put in the group (moved from the one of this kind they were in). */
  add: string[];
  /** People taken out of it. */
  remove: string[];
}

/** Puts people in a department or location and takes others out, in one request. */
export function assignTeamGroupMembers({ kind, id, add, remove }: GroupMembersChange) {
  return unwrap(
    apiClient.POST('/v2/web/team/{groupKind}/{groupId}/members', {
      params: { path: { groupKind: kind, groupId: id } },
      body: { add, remove },
    }),
  );
}

/** The group's count and its people's rows change; a refusal shows in the dialog. */
export function useAssignTeamGroupMembers(
  callbacks: MutationCallbacks<
    Awaited<ReturnType<typeof assignTeamGroupMembers>>,
    GroupMembersChange
  > = {},
) {
  return useMutation({
    ...callbacks,
    mutationFn: assignTeamGroupMembers,
    meta: { invalidates: [teamGroupsKey, membersKey] },
  });
}
