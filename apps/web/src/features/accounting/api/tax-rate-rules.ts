import type { OperationData } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';
import { CHART_STALE_MS } from './chart-of-accounts';

export type { TaxRateRule } from '@outlay/api-client';

const rulesOf = (answer: OperationData<'get', '/v2/web/accounting/tax-rate-rules'>) =>
  answer.data.rules;

/** The category → tax-rate rules: choosing a category selects its rule's tax rate. */
export const taxRateRulesQuery = () =>
  queryOptions({
    ...operationQuery('get', '/v2/web/accounting/tax-rate-rules'),
    select: rulesOf,
    staleTime: CHART_STALE_MS,
  });

export function useTaxRateRules(options: { enabled?: boolean } = {}) {
  return useQuery({ ...taxRateRulesQuery(), enabled: options.enabled ?? true });
}
