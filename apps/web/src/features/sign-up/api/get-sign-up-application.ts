import { ApiError, unwrap, type SignUpApplication } from '@outlay/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { operationKey } from '@/lib/operation-query';

/** The signed-in applicant's application, or null when this account has none (404). */
export async function getSignUpApplication(
  signal?: AbortSignal,
): Promise<SignUpApplication | null> {
  try {
    return await unwrap(apiClient.GET('/v2/sign-up/application', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const signUpApplicationQuery = queryOptions({
  // Keyed by its operation; its own read, which answers null for no application.
  queryKey: operationKey('get', '/v2/sign-up/application'),
  queryFn: ({ signal }) => getSignUpApplication(signal),
  // The wizard's machine starts from it once; its saves answer the application themselves.
  staleTime: Infinity,
});

export function useSignUpApplication(enabled: boolean) {
  return useQuery({ ...signUpApplicationQuery, enabled });
}

/** The wizard's machine saved a step and answered the application: the read keeps it. */
export function useApplicationSaved(): (application: SignUpApplication) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (application) => {
      queryClient.setQueryData(signUpApplicationQuery.queryKey, application);
    },
    [queryClient],
  );
}

/** The application went to review: the wizard's copy is forgotten. */
export function useApplicationSent(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: signUpApplicationQuery.queryKey });
  }, [queryClient]);
}
