import { unwrap, type SupportContact, type SupportUserLookup } from '@outlay/api-client';
import { apiClient } from '@/lib/api-client';

/** Tells the support chat who the signed-in user is (support-widget user lookup update). */
export function updateSupportUserLookup(contact: SupportUserLookup): Promise<SupportContact> {
  return unwrap(apiClient.POST('/v2/web/support-widget/user-lookup', { body: contact }));
}
