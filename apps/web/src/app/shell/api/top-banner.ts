import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';
import { AHEAD_OF_SCREEN_MS } from '@/lib/query-client';

/** The message across the top of the signed-in pages, in the user's language. */
export const topBannerQuery = queryOptions({
  ...operationQuery('get', '/v2/web/company/top-banner'),
  // Read as the session starts (app/first-reads.ts) for the frame, which shows it as it mounts:
  // not asked for again by each part that shows it.
  staleTime: AHEAD_OF_SCREEN_MS,
});

export function useTopBanner() {
  return useQuery(topBannerQuery);
}
