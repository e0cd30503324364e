import { unwrap, type DashboardStatistics } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The figures from the first of the month to today (spec part 1 §7). */
export const statisticsQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: ['dashboard', 'statistics', startDate, endDate],
    queryFn: ({ signal }): Promise<DashboardStatistics> =>
      unwrap(
        apiClient.GET('/v2/web/dashboard/get-statistics', {
          params: { query: { startDate, endDate } },
          signal,
        }),
      ),
  });

export function useStatistics(startDate: string, endDate: string) {
  return useQuery(statisticsQuery(startDate, endDate));
}
