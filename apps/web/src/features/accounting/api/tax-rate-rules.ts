import { unwrap, type TaxRateRule } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CHART_STALE_MS } from './chart-of-accounts';

export type { TaxRateRule } from '@outlay/api-client';

export const taxRateRulesQueryKey = ['accounting', 'tax-rate-rules'] as const;

/** The category → tax-rate rules: choosing a category selects its rule's tax rate. */
export const taxRateRulesQuery = () =>
  queryOptions({
    queryKey: taxRateRulesQueryKey,
    queryFn: ({ signal }): Promise<TaxRateRule[]> =>
      unwrap(apiClient.GET('/v2/web/accounting/tax-rate-rules', { signal })).then(
        (body) => body.data.rules,
      ),
    staleTime: CHART_STALE_MS,
  });

export function useTaxRateRules(options: { enabled?: boolean } = {}) {
  return useQuery({ ...taxRateRulesQuery(), enabled: options.enabled ?? true });
}
