import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { SecondFactor } from './login.types';

/** A challenge for the second factor, or (from a trusted device) the signed-in user. */
export const checkCredentials = fromPromise(
  ({ input }: { input: { client: OutlayClient; email: string; password: string } }) =>
    unwrap(
      input.client.POST('/v2/web/user/login', {
        body: { email: input.email, password: input.password },
      }),
    ),
);

export const sendEmailCode = fromPromise(
  ({ input }: { input: { client: OutlayClient; userId: string } }) =>
    unwrap(
      input.client.POST('/v2/multifactor-action-code/create-login', {
        body: { userId: input.userId },
      }),
    ),
);

/** The emailed code proves the inbox; the server refuses enrolment without it. */
export const startAuthenticatorSetup = fromPromise(
  ({ input }: { input: { client: OutlayClient; userId: string; code: string } }) =>
    unwrap(
      input.client.POST('/v2/web/user/authenticator-enrolment', {
        body: { userId: input.userId, code: input.code },
      }),
    ),
);

export const verifySecondFactor = fromPromise(
  ({
    input,
  }: {
    input: {
      client: OutlayClient;
      userId: string;
      code: string;
      method: SecondFactor;
      rememberDevice: boolean;
    };
  }) =>
    unwrap(
      input.client.POST('/v2/web/user/verify-2FA', {
        body: {
          userId: input.userId,
          code: input.code,
          method: input.method,
          rememberDevice: input.rememberDevice,
        },
      }),
    ),
);
