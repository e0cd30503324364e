import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The reset password flow's calls, built once on the client the app (or a test) gives. */
export const resetPasswordActors = (client: OutlayClient) => ({
  validateLink: fromPromise(({ input }: { input: { token: string } }) =>
    unwrap(client.POST('/v2/web/user/validate-reset-password', { body: { token: input.token } })),
  ),

  resetPassword: fromPromise(({ input }: { input: { token: string; newPassword: string } }) =>
    unwrap(
      client.POST('/v2/web/user/reset-password', {
        body: { token: input.token, newPassword: input.newPassword },
      }),
    ),
  ),
});
