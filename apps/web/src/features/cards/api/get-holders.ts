import type { OperationData } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKeyWith } from '@/lib/operation-query';
import { unwrap } from '@outlay/api-client';

const init = { params: { query: { page: 0 } } };

const holdersOf = (answer: OperationData<'get', '/v2/web/dashboard/filters'>) =>
  answer.users.filter((user) => user.role !== 'bookkeeper');

/**
 * The people an admin may give a card to: the company's users from the dashboard's filter
 * options, without bookkeepers (who hold no cards, spec part 1 §6). Its first page read alone,
 * kept apart from the dashboard's filter, which reads the same call page by page.
 */
export const holdersQuery = queryOptions({
  queryKey: operationKeyWith('get', '/v2/web/dashboard/filters', init, 'holders'),
  queryFn: ({ signal }) => unwrap(apiClient.GET('/v2/web/dashboard/filters', { ...init, signal })),
  select: holdersOf,
});

export function useHolders(enabled: boolean) {
  return useQuery({ ...holdersQuery, enabled });
}
