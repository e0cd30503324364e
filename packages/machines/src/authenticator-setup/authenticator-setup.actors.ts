import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The authenticator setup flow's calls, built once on the client the app (or a test) gives. */
export const authenticatorSetupActors = (client: OutlayClient) => ({
  /** The app's first code confirms the pending secret; the answer is the user's methods. */
  confirmAuthenticator: fromPromise(({ input }: { input: { code: string } }) =>
    unwrap(client.POST('/v2/web/user/authenticator/confirm', { body: { code: input.code } })),
  ),
});
