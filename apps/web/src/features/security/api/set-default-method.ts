import { unwrap, type NotificationType } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { twoFactorMethodsQuery } from '../../../session/use-two-factor-methods';

export function setDefaultMethod(method: NotificationType) {
  return unwrap(apiClient.PUT('/v2/web/user/two-factor-methods/default', { body: { method } }));
}

export function useSetDefaultMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultMethod,
    onSuccess: (methods) => {
      queryClient.setQueryData(twoFactorMethodsQuery.queryKey, methods);
    },
  });
}
