import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

/** Whether the invitation link (its address and token) still holds, before a password is typed. */
export const inviteValidityQuery = (email: string, token: string) =>
  queryOptions({
    ...operationQuery('post', '/v2/web/user/invite-validity', { body: { email, token } }),
    select: (answer) => answer.state,
    // The answer is about this visit: a link sent again makes a new token, so a new key.
    staleTime: Infinity,
  });

/** Asks only when the page was opened from the invitation email (both address and token). */
export function useInviteValidity(email: string, token: string | null) {
  return useQuery({ ...inviteValidityQuery(email, token ?? ''), enabled: !!email && !!token });
}
