import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

/** The signed-in user's company and its feature flags (company-details). */
export const companyDetailsQuery = queryOptions({
  ...operationQuery('get', '/v2/web/company/company-details'),
  // Read once per page load and shared by every screen and machine that needs it; read
  // again only when something changed it (invalidateQueries, setQueryData).
  staleTime: Infinity,
});

export function useCompanyDetails() {
  return useQuery(companyDetailsQuery);
}
