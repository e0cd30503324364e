import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The setup account flow's calls, built once on the client the app (or a test) gives. */
export const setupAccountActors = (client: OutlayClient) => ({
  requestSetupCode: fromPromise(({ input }: { input: { email: string } }) =>
    unwrap(client.POST('/v2/web/user/setup-password/code', { body: { email: input.email } })),
  ),

  setupPassword: fromPromise(
    ({ input }: { input: { email: string; code: string; newPassword: string } }) =>
      unwrap(
        client.POST('/v2/web/user/setup-password', {
          body: { email: input.email, code: input.code, newPassword: input.newPassword },
        }),
      ),
  ),
});
