import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { leaveSession } from '@/session/sign-out';

/** Ends every session of the user and every trust, then leaves this one too. */
export function signOutEverywhere() {
  return unwrap(apiClient.POST('/v2/web/user/sign-out-everywhere', { credentials: 'include' }));
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: leaveSession });
}
