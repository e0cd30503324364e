import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Removes the connection; pushes still waiting fail with the reason. */
export function disconnectPlatform() {
  return unwrap(apiClient.DELETE('/v2/web/accounting/codat-companies'));
}
