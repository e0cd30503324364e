import { unwrap, type SaveNotificationPreferencesRequest } from '@outlay/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationQuery } from '@/lib/operation-query';

/** Which messages reach the signed-in person, and how: every kind, in the page's order. */
export const notificationPreferencesQuery = operationQuery(
  'get',
  '/v2/web/user/email-notification',
);

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

export function saveNotificationPreferences(body: SaveNotificationPreferencesRequest) {
  return unwrap(apiClient.PUT('/v2/web/user/email-notification', { body }));
}

/** Saves the changes; the answer is every kind as the server now sends it. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved);
    },
  });
}
