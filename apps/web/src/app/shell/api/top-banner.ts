import { unwrap, type TopBanner } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The message across the top of the signed-in pages, in the user's language. */
export const topBannerQuery = queryOptions({
  queryKey: ['top-banner'],
  queryFn: ({ signal }): Promise<TopBanner> =>
    unwrap(apiClient.GET('/v2/web/company/top-banner', { signal })),
});

export function useTopBanner() {
  return useQuery(topBannerQuery);
}
