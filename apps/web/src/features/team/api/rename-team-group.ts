import { unwrap, type GroupKind } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { membersKey } from './members';
import { teamGroupsKey } from './team-groups';

export interface TeamGroupName {
  kind: GroupKind;
  id: number;
  name: string;
}

/** Renames a department or location; the new name must be new in the company (409). */
export function renameTeamGroup({ kind, id, name }: TeamGroupName) {
  return unwrap(
    apiClient.PUT('/v2/web/team/{groupKind}/{groupId}', {
      params: { path: { groupKind: kind, groupId: id } },
      body: { name },
    }),
  );
}

/** A renamed group's name shows on its people's rows too; a refusal shows in the dialog. */
export function useRenameTeamGroup(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof renameTeamGroup>>, TeamGroupName> = {},
) {
  return useMutation({
    ...callbacks,
    mutationFn: renameTeamGroup,
    meta: { invalidates: [teamGroupsKey, membersKey] },
  });
}
