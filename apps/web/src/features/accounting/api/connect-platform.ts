import { unwrap, type AccountingPlatformKey as PlatformKey } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** The platform picker's Connect: linking starts in the background. */
export function connectPlatform(platform: PlatformKey) {
  return unwrap(apiClient.POST('/v2/web/accounting/codat-companies', { body: { platform } }));
}
