import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

/** The figures from the first of the month to today (spec part 1 §7). */
export const statisticsQuery = (startDate: string, endDate: string) =>
  operationQuery('get', '/v2/web/dashboard/get-statistics', {
    params: { query: { startDate, endDate } },
  });

export function useStatistics(startDate: string, endDate: string) {
  return useQuery(statisticsQuery(startDate, endDate));
}
