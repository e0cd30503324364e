import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

export const validateLink = fromPromise(
  ({ input }: { input: { client: OutlayClient; token: string } }) =>
    unwrap(
      input.client.POST('/v2/web/user/validate-reset-password', { body: { token: input.token } }),
    ),
);

export const resetPassword = fromPromise(
  ({ input }: { input: { client: OutlayClient; token: string; newPassword: string } }) =>
    unwrap(
      input.client.POST('/v2/web/user/reset-password', {
        body: { token: input.token, newPassword: input.newPassword },
      }),
    ),
);
