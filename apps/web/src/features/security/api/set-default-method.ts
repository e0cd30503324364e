import { unwrap, type NotificationType } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useTwoFactorMethodsChanged } from '@/session/use-two-factor-methods';

export function setDefaultMethod(method: NotificationType) {
  return unwrap(apiClient.PUT('/v2/web/user/two-factor-methods/default', { body: { method } }));
}

/** Its failure shows in the section's error banner. */
export function useSetDefaultMethod() {
  const methodsChanged = useTwoFactorMethodsChanged();
  return useMutation({ mutationFn: setDefaultMethod, onSuccess: methodsChanged });
}
