import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyDetailsQuery } from '@/session/use-company-details';
import { userProfileQuery } from '@/session/use-user-profile';
import { membersKey } from './members';

// The invite and Primary Account Owner flows are machines that call the server themselves,
// not mutations: what they change is read again here once they end.

/** Invitations may have gone out: the new people show as pending. */
export function useInvitationsEnded(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: membersKey });
  }, [queryClient]);
}

/** A new owner changes the people's badges, the user and the company. */
export function usePrimaryOwnerChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [membersKey, userProfileQuery.queryKey, companyDetailsQuery.queryKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}
