import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useReadsChanged } from '@/lib/use-reads-changed';
import { companyDetailsQuery } from './use-company-details';
import { userProfileQuery } from './use-user-profile';

const sessionReads = [userProfileQuery.queryKey, companyDetailsQuery.queryKey];

/**
 * Something changed the signed-in user or their company (a gate's status, terms, flags): both
 * are read again, so every screen and machine that shares them sees the change.
 */
export const useSessionChanged = () => useReadsChanged(sessionReads);

/**
 * The language changed: server texts (banners, document titles) come in the request's
 * language, so every read is made again.
 */
export function useLanguageChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries();
  }, [queryClient]);
}
