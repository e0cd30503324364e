import { unwrap, type components } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

type PlatformKey = components['schemas']['AccountingPlatformKey'];

/** The platform picker's Connect: linking starts in the background. */
export function connectPlatform(platform: PlatformKey) {
  return unwrap(apiClient.POST('/v2/web/accounting/codat-companies', { body: { platform } }));
}
