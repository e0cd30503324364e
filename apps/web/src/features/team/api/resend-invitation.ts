import { unwrap, type TeamMember } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { membersKey } from './members';

/** Sends a pending invitation again with a new link valid 14 days (an expired one too). */
export function resendInvitation(userId: string) {
  return unwrap(apiClient.POST('/v2/web/user/resend-invitation', { body: { userId } }));
}

/** The new expiry shows on the person's row; a refusal is toasted. */
export function useResendInvitation(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof resendInvitation>>, TeamMember> = {},
) {
  return useMutation({
    ...callbacks,
    mutationFn: (member: TeamMember) => resendInvitation(member.id),
    meta: { invalidates: [membersKey], errorToast: true },
  });
}
