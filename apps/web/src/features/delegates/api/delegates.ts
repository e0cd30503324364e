import type { TeamMember } from '@outlay/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** The caller's delegates, newest first (listDelegates). */
export const delegatesQuery = operationQuery('get', '/v2/web/delegates');

export function useDelegates() {
  return useQuery(delegatesQuery);
}

/**
 * The registration machine calls the server itself: the list it answered is kept as it is,
 * and the Team page's members are read again (the new person shows there, pending).
 */
export function useDelegatesChanged(): (delegates: TeamMember[]) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (delegates: TeamMember[]) => {
      queryClient.setQueryData(delegatesQuery.queryKey, { delegates });
      void queryClient.invalidateQueries({
        queryKey: operationKey('post', '/v2/web/user/get-paginated-users'),
      });
    },
    [queryClient],
  );
}
