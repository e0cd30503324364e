import { unwrap, type TeamMember } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { membersKey } from './members';

/** Cancels a pending invitation: its link stops holding and the address is free again. */
export function cancelInvitation(userId: string) {
  return unwrap(apiClient.POST('/v2/web/user/cancel-invitation', { body: { userId } }));
}

/** The person leaves the list; a refusal is toasted. */
export function useCancelInvitation(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof cancelInvitation>>, TeamMember> = {},
) {
  return useMutation({
    ...callbacks,
    mutationFn: (member: TeamMember) => cancelInvitation(member.id),
    meta: { invalidates: [membersKey], errorToast: true },
  });
}
