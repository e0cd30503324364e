import { unwrap, type BillingConfiguration } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Billing set-up and the current statement period (the sidebar shows the period). */
export const billingConfigurationQuery = queryOptions({
  queryKey: ['billing-configuration'],
  queryFn: ({ signal }): Promise<BillingConfiguration> =>
    unwrap(apiClient.GET('/v2/web/billing/billing-configuration', { signal })),
});

export function useBillingConfiguration() {
  return useQuery(billingConfigurationQuery);
}
