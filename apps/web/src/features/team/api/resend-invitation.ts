import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Sends a pending invitation again with a new link valid 14 days (an expired one too). */
export function resendInvitation(userId: string) {
  return unwrap(apiClient.POST('/v2/web/user/resend-invitation', { body: { userId } }));
}
