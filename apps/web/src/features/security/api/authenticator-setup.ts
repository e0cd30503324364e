import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A pending authenticator secret, for a verified user (action code SET_UP_AUTHENTICATOR). */
export function startAuthenticatorSetup(actionCode: string) {
  return unwrap(apiClient.POST('/v2/web/user/authenticator/setup', { body: { actionCode } }));
}

export function useStartAuthenticatorSetup() {
  return useMutation({ mutationFn: startAuthenticatorSetup });
}
