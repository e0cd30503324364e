import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface SsoAnswer {
  state: string;
  code?: string;
  error?: string;
  errorDescription?: string;
  /** The issuer that answered (RFC 9207), when the provider names it. */
  iss?: string;
}

/** The identity provider's answer, brought back to Outlay: signs in, or says why not. */
export function completeSso(answer: SsoAnswer) {
  return unwrap(apiClient.POST('/v2/web/user/sso/callback', { body: answer }));
}

export function useCompleteSso() {
  return useMutation({ mutationFn: completeSso });
}

/** The provider's answer to a "Test connection", sent from the test window; signs nobody in. */
export function completeSsoConnectionTest(answer: SsoAnswer) {
  return unwrap(apiClient.POST('/v2/web/user/sso/connection-test/callback', { body: answer }));
}

export function useCompleteSsoConnectionTest() {
  return useMutation({ mutationFn: completeSsoConnectionTest });
}
