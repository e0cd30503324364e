import { unwrap, type GroupKind } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { teamGroupsKey } from './team-groups';

export interface NewTeamGroup {
  kind: GroupKind;
  name: string;
}

/** Adds a department or location; the server refuses a name the company already has (409). */
export function createTeamGroup({ kind, name }: NewTeamGroup) {
  return unwrap(
    apiClient.POST('/v2/web/team/{groupKind}', {
      params: { path: { groupKind: kind } },
      body: { name },
    }),
  );
}

/** The new group shows in its tab; a refusal shows in the dialog. */
export function useCreateTeamGroup(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof createTeamGroup>>, NewTeamGroup> = {},
) {
  return useMutation({
    ...callbacks,
    mutationFn: createTeamGroup,
    meta: { invalidates: [teamGroupsKey] },
  });
}
