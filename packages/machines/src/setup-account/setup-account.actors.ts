import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

export const requestSetupCode = fromPromise(
  ({ input }: { input: { client: OutlayClient; email: string } }) =>
    unwrap(input.client.POST('/v2/web/user/setup-password/code', { body: { email: input.email } })),
);

export const setupPassword = fromPromise(
  ({
    input,
  }: {
    input: { client: OutlayClient; email: string; code: string; newPassword: string };
  }) =>
    unwrap(
      input.client.POST('/v2/web/user/setup-password', {
        body: { email: input.email, code: input.code, newPassword: input.newPassword },
      }),
    ),
);
