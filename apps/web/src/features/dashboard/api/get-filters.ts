import { unwrap, type DashboardFilters } from '@outlay/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKey } from '@/lib/operation-query';

/**
 * The Filter popover's options, cards 25 a page (load more asks for the next page). The first
 * page also asks for the cards the view already filters by, wherever they are in the list.
 */
const pageCall = (page: number, selectedCards: readonly number[]) => ({
  params: {
    query:
      page === 0 && selectedCards.length > 0
        ? { page, selectedCards: [...selectedCards] }
        : { page },
  },
});

/** Keyed by the call of its first page, which names the list (the later pages follow it). */
export const filtersQuery = (selectedCards: readonly number[]) =>
  infiniteQueryOptions({
    queryKey: operationKey('get', '/v2/web/dashboard/filters', pageCall(0, selectedCards)),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<DashboardFilters> =>
      unwrap(
        apiClient.GET('/v2/web/dashboard/filters', {
          ...pageCall(pageParam, selectedCards),
          signal,
        }),
      ),
    getNextPageParam: (last, pages) => (last.hasMoreRecords ? pages.length : undefined),
  });

export function useFilterOptions(selectedCards: readonly number[], enabled: boolean) {
  return useInfiniteQuery({ ...filtersQuery(selectedCards), enabled });
}
