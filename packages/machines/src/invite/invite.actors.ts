import { unwrap, type InviteUser, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

interface ListInput {
  client: OutlayClient;
  users: InviteUser[];
}

/** validate-emails: every address may be invited (409 names those taken). */
export const validateEmails = fromPromise(({ input }: { input: ListInput }) =>
  unwrap(
    input.client.POST('/v2/web/user/validate-emails', {
      body: { users: input.users.map(({ email, role }) => ({ email, role })) },
    }),
  ),
);

/** The code of INVITE_USERS, by email (multifactor-action-code/create). */
export const sendInviteCode = fromPromise(({ input }: { input: { client: OutlayClient } }) =>
  unwrap(
    input.client.POST('/v2/multifactor-action-code/create', {
      body: { actionType: 'INVITE_USERS', notificationType: 'EMAIL' },
    }),
  ),
);

/** invite-users with the code: the invitations go out. */
export const inviteUsers = fromPromise(({ input }: { input: ListInput & { actionCode: string } }) =>
  unwrap(
    input.client.POST('/v2/web/user/invite-users', {
      body: { users: input.users, actionCode: input.actionCode },
    }),
  ),
);
