import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { SecondFactor } from './login.types';

/** The login flow's calls, built once on the client the app (or a test) gives. */
export const loginActors = (client: OutlayClient) => ({
  /** A challenge for the second factor, or (from a trusted device) the signed-in user. */
  checkCredentials: fromPromise(({ input }: { input: { email: string; password: string } }) =>
    unwrap(
      client.POST('/v2/web/user/login', {
        body: { email: input.email, password: input.password },
      }),
    ),
  ),

  sendEmailCode: fromPromise(({ input }: { input: { userId: string } }) =>
    unwrap(
      client.POST('/v2/multifactor-action-code/create-login', {
        body: { userId: input.userId },
      }),
    ),
  ),

  /** The emailed code proves the inbox; the server refuses enrolment without it. */
  startAuthenticatorSetup: fromPromise(({ input }: { input: { userId: string; code: string } }) =>
    unwrap(
      client.POST('/v2/web/user/authenticator-enrolment', {
        body: { userId: input.userId, code: input.code },
      }),
    ),
  ),

  verifySecondFactor: fromPromise(
    ({
      input,
    }: {
      input: {
        userId: string;
        code: string;
        method: SecondFactor;
        rememberDevice: boolean;
      };
    }) =>
      unwrap(
        client.POST('/v2/web/user/verify-2FA', {
          body: {
            userId: input.userId,
            code: input.code,
            method: input.method,
            rememberDevice: input.rememberDevice,
          },
        }),
      ),
  ),
});
