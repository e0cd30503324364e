import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from './session-store';
import { userProfileQuery } from './use-user-profile';

/**
 * Reads the profile again whenever the session's token is refreshed. The server refuses a token
 * whose role changed (an admin edited the person), so a refresh is when the page can learn that
 * the role it was drawn for is no longer the caller's.
 */
export function useProfileAfterRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let token = sessionStore.getToken();
    return sessionStore.subscribe(() => {
      const next = sessionStore.getToken();
      const refreshed = token !== null && next !== null && next !== token;
      token = next;
      if (refreshed && sessionStore.getStatus() === 'signedIn') {
        void queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
      }
    });
  }, [queryClient]);
}
