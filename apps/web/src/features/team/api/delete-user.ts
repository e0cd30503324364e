import { unwrap, type TeamMember } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { membersKey } from './members';

/** Deletes a person with a fresh DELETE_USER code: their sessions end on the server at once. */
export function deleteUser({ id, actionCode }: { id: string; actionCode: string }) {
  return unwrap(
    apiClient.DELETE('/v2/web/user/delete-user/{id}', {
      params: { path: { id } },
      body: { actionCode },
    }),
  );
}

export interface MemberDeletion {
  member: TeamMember;
  actionCode: string;
}

/** The person leaves the list; a refusal is toasted. */
export function useDeleteUser(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof deleteUser>>, MemberDeletion> = {},
) {
  return useMutation({
    ...callbacks,
    mutationFn: ({ member, actionCode }: MemberDeletion) =>
      deleteUser({ id: member.id, actionCode }),
    meta: { invalidates: [membersKey], errorToast: true },
  });
}
