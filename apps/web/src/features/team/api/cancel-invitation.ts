import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Cancels a pending invitation: its link stops holding and the address is free again. */
export function cancelInvitation(userId: string) {
  return unwrap(apiClient.POST('/v2/web/user/cancel-invitation', { body: { userId } }));
}
