import { unwrap, type FilterUser } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The people an admin may give a card to: the company's users from the dashboard's filter
 * options, without bookkeepers (who hold no cards, spec part 1 §6).
 */
export const holdersQuery = queryOptions({
  queryKey: ['cards', 'holders'],
  queryFn: async ({ signal }): Promise<FilterUser[]> => {
    const options = await unwrap(
      apiClient.GET('/v2/web/dashboard/filters', { params: { query: { page: 0 } }, signal }),
    );
    return options.users.filter((user) => user.role !== 'bookkeeper');
  },
});

export function useHolders(enabled: boolean) {
  return useQuery({ ...holdersQuery, enabled });
}
