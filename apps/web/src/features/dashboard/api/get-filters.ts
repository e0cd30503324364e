import { unwrap, type components } from '@outlay/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

type DashboardFilters = components['schemas']['DashboardFilters'];

/** The Filter popover's options, cards 25 a page (load more asks for the next page). */
export const filtersQuery = infiniteQueryOptions({
  queryKey: ['dashboard', 'filters'],
  initialPageParam: 0,
  queryFn: ({ pageParam, signal }): Promise<DashboardFilters> =>
    unwrap(
      apiClient.GET('/v2/web/dashboard/filters', {
        params: { query: { page: pageParam } },
        signal,
      }),
    ),
  getNextPageParam: (last, pages) => (last.hasMoreRecords ? pages.length : undefined),
});

export function useFilterOptions(enabled: boolean) {
  return useInfiniteQuery({ ...filtersQuery, enabled });
}
