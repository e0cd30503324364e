import { unwrap } from '@outlay/api-client';
import { apiClient } from '@/lib/api-client';

/**
 * Whether the person's company signs in with SSO, and where its provider's page is. Loaded on
 * its own when the email field is left, so the sign-in form paints without the client.
 */
export function startSso(email: string) {
  return unwrap(apiClient.POST('/v2/web/user/sso/start', { body: { email } }));
}
