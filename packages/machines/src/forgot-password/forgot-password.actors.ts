import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

export const requestResetLink = fromPromise(
  ({ input }: { input: { client: OutlayClient; email: string } }) =>
    unwrap(input.client.POST('/v2/web/user/forgot-password', { body: { email: input.email } })),
);
