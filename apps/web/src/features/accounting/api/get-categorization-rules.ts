import type { OperationData } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

export type { CategorizationRule } from '@outlay/api-client';

const rulesOf = (answer: OperationData<'get', '/v2/web/accounting/categorization-rules'>) =>
  answer.data.rules;

/** The merchant → category rules. */
export const categorizationRulesQuery = () =>
  queryOptions({
    ...operationQuery('get', '/v2/web/accounting/categorization-rules'),
    select: rulesOf,
  });

export function useCategorizationRules() {
  return useQuery(categorizationRulesQuery());
}
