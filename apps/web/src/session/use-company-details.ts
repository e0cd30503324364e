import { unwrap, type Company } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/** The signed-in user's company and its feature flags (company-details). */
export const companyDetailsQuery = queryOptions({
  queryKey: ['company-details'],
  queryFn: ({ signal }): Promise<Company> =>
    unwrap(apiClient.GET('/v2/web/company/company-details', { signal })),
  // Read once per page load and shared by every screen and machine that needs it; read
  // again only when something changed it (invalidateQueries, setQueryData).
  staleTime: Infinity,
});

export function useCompanyDetails() {
  return useQuery(companyDetailsQuery);
}
