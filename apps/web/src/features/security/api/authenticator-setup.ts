import { unwrap } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { twoFactorMethodsQuery } from '../../../session/use-two-factor-methods';

/** A pending authenticator secret, for a verified user (action code SET_UP_AUTHENTICATOR). */
export function startAuthenticatorSetup(actionCode: string) {
  return unwrap(apiClient.POST('/v2/web/user/authenticator/setup', { body: { actionCode } }));
}

export function useStartAuthenticatorSetup() {
  return useMutation({ mutationFn: startAuthenticatorSetup });
}

/** The app's first code confirms the pending secret. */
export function confirmAuthenticatorSetup(code: string) {
  return unwrap(apiClient.POST('/v2/web/user/authenticator/confirm', { body: { code } }));
}

export function useConfirmAuthenticatorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuthenticatorSetup,
    onSuccess: (methods) => {
      queryClient.setQueryData(twoFactorMethodsQuery.queryKey, methods);
    },
  });
}
