import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The app's first code confirms the pending secret; the answer is the user's methods. */
export const confirmAuthenticator = fromPromise(
  ({ input }: { input: { client: OutlayClient; code: string } }) =>
    unwrap(input.client.POST('/v2/web/user/authenticator/confirm', { body: { code: input.code } })),
);
