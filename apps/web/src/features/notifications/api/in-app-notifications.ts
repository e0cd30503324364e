import { unwrap } from '@outlay/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationQuery } from '@/lib/operation-query';

/** New ones arrive without a reload, at a pace that costs the server nothing to speak of. */
const CHECK_EVERY_MS = 60_000;

/** What was sent "in the app": the newest, and how many are unread. */
export const inAppNotificationsQuery = queryOptions({
  ...operationQuery('get', '/v2/web/user/notifications'),
  refetchInterval: CHECK_EVERY_MS,
});

export function useInAppNotifications() {
  return useQuery(inAppNotificationsQuery);
}

/** Some (ids) or every unread notification read; the answer is the list as it is now. */
export function markNotificationsRead(ids?: readonly string[]) {
  return unwrap(
    apiClient.POST('/v2/web/user/notifications/mark-read', {
      body: ids === undefined ? {} : { ids: [...ids] },
    }),
  );
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (notifications) => {
      queryClient.setQueryData(inAppNotificationsQuery.queryKey, notifications);
    },
    meta: { errorToast: true },
  });
}
