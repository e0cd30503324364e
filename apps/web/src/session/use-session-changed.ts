import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyDetailsQuery } from './use-company-details';
import { userProfileQuery } from './use-user-profile';

/**
 * Something changed the signed-in user or their company (a gate's status, terms, flags): both
 * are read again, so every screen and machine that shares them sees the change.
 */
export function useSessionChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: companyDetailsQuery.queryKey });
  }, [queryClient]);
}

/** The language changed: server texts (banners, document titles) come in the request's, so every read is made again. */
export function useLanguageChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries();
  }, [queryClient]);
}
