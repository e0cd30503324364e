import {
  unwrap,
  type AccountingIntegrationSettings as IntegrationSettings,
} from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

export type { AccountingIntegrationSettings as IntegrationSettings } from '@outlay/api-client';

/** Changes one or more of the integration settings (spec part 2 §3). */
export function updateSettings(settings: Partial<IntegrationSettings>) {
  return unwrap(
    apiClient.PATCH('/v2/web/accounting/codat-companies/settings', { body: settings }),
  ).then((body) => body.data.connection);
}
