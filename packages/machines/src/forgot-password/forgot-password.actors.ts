import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The forgot password flow's calls, built once on the client the app (or a test) gives. */
export const forgotPasswordActors = (client: OutlayClient) => ({
  requestResetLink: fromPromise(({ input }: { input: { email: string } }) =>
    unwrap(client.POST('/v2/web/user/forgot-password', { body: { email: input.email } })),
  ),
});
