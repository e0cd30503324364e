import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

export const changePassword = fromPromise(
  ({
    input,
  }: {
    input: { client: OutlayClient; oldPassword: string; newPassword: string; actionCode: string };
  }) =>
    unwrap(
      input.client.POST('/v2/web/user/change-password', {
        body: {
          oldPassword: input.oldPassword,
          newPassword: input.newPassword,
          actionCode: input.actionCode,
        },
      }),
    ),
);
