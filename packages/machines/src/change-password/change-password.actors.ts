import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The change password flow's calls, built once on the client the app (or a test) gives. */
export const changePasswordActors = (client: OutlayClient) => ({
  changePassword: fromPromise(
    ({ input }: { input: { oldPassword: string; newPassword: string; actionCode: string } }) =>
      unwrap(
        client.POST('/v2/web/user/change-password', {
          body: {
            oldPassword: input.oldPassword,
            newPassword: input.newPassword,
            actionCode: input.actionCode,
          },
        }),
      ),
  ),
});
