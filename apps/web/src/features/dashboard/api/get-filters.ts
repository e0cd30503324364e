import { unwrap, type DashboardFilters } from '@outlay/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The Filter popover's options, cards 25 a page (load more asks for the next page). The first
 * page also asks for the cards the view already filters by, wherever they are in the list.
 */
export const filtersQuery = (selectedCards: readonly number[]) =>
  infiniteQueryOptions({
    queryKey: ['dashboard', 'filters', selectedCards],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<DashboardFilters> =>
      unwrap(
        apiClient.GET('/v2/web/dashboard/filters', {
          params: {
            query:
              pageParam === 0 && selectedCards.length > 0
                ? { page: pageParam, selectedCards: [...selectedCards] }
                : { page: pageParam },
          },
          signal,
        }),
      ),
    getNextPageParam: (last, pages) => (last.hasMoreRecords ? pages.length : undefined),
  });

export function useFilterOptions(selectedCards: readonly number[], enabled: boolean) {
  return useInfiniteQuery({ ...filtersQuery(selectedCards), enabled });
}
