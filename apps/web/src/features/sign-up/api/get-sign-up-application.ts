import { ApiError, unwrap, type SignUpApplication } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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
  queryKey: ['sign-up-application'],
  queryFn: ({ signal }) => getSignUpApplication(signal),
  // The wizard's machine starts from it once; its saves answer the application themselves.
  staleTime: Infinity,
});

export function useSignUpApplication(enabled: boolean) {
  return useQuery({ ...signUpApplicationQuery, enabled });
}
