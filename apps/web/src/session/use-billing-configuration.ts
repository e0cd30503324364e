import { unwrap, type BillingConfiguration } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/** Billing set-up, the current statement period and what is due (the sidebar and billing read it). */
export const billingConfigurationQuery = queryOptions({
  queryKey: ['billing-configuration'],
  queryFn: ({ signal }): Promise<BillingConfiguration> =>
    unwrap(apiClient.GET('/v2/web/billing/billing-configuration', { signal })),
});

export function useBillingConfiguration() {
  return useQuery(billingConfigurationQuery);
}
