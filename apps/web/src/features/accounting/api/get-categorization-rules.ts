import { unwrap, type CategorizationRule } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { CategorizationRule } from '@outlay/api-client';

export const categorizationRulesQueryKey = ['accounting', 'categorization-rules'] as const;

/** The merchant → category rules. */
export const categorizationRulesQuery = () =>
  queryOptions({
    queryKey: categorizationRulesQueryKey,
    queryFn: ({ signal }): Promise<CategorizationRule[]> =>
      unwrap(apiClient.GET('/v2/web/accounting/categorization-rules', { signal })).then(
        (body) => body.data.rules,
      ),
  });

export function useCategorizationRules() {
  return useQuery(categorizationRulesQuery());
}
