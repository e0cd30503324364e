import {
  type OutlayClient,
  type SsoConnectionTestRequest,
  type SsoSettingsUpdate,
  unwrap,
} from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The single sign-on settings' calls: start a connection test, save with a fresh code. */
export const ssoSettingsActors = (client: OutlayClient) => ({
  startConnectionTest: fromPromise(({ input }: { input: SsoConnectionTestRequest }) =>
    unwrap(client.POST('/v2/web/company/sso-settings/connection-test', { body: input })),
  ),
  saveSettings: fromPromise(({ input }: { input: SsoSettingsUpdate }) =>
    unwrap(client.PUT('/v2/web/company/sso-settings', { body: input })),
  ),
});
