import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';
import { AHEAD_OF_SCREEN_MS } from '@/lib/query-client';

/** Billing set-up, the current statement period and what is due (the sidebar and billing read it). */
export const billingConfigurationQuery = queryOptions({
  ...operationQuery('get', '/v2/web/billing/billing-configuration'),
  // Read as the session starts (app/first-reads.ts) and awaited by the frame: fresh here, so the
  // sidebar and billing that mount with it show that read instead of asking again.
  staleTime: AHEAD_OF_SCREEN_MS,
});

export function useBillingConfiguration() {
  return useQuery(billingConfigurationQuery);
}
