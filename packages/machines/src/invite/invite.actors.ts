import { unwrap, type InviteUser, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

interface ListInput {
  users: InviteUser[];
}

/** The invite flow's calls, built once on the client the app (or a test) gives. */
export const inviteActors = (client: OutlayClient) => ({
  /** validate-emails: every address may be invited (409 names those taken). */
  validateEmails: fromPromise(({ input }: { input: ListInput }) =>
    unwrap(
      client.POST('/v2/web/user/validate-emails', {
        body: { users: input.users.map(({ email, role }) => ({ email, role })) },
      }),
    ),
  ),

  /** The code of INVITE_USERS, by email (multifactor-action-code/create). */
  sendInviteCode: fromPromise(() =>
    unwrap(
      client.POST('/v2/multifactor-action-code/create', {
        body: { actionType: 'INVITE_USERS', notificationType: 'EMAIL' },
      }),
    ),
  ),

  /** invite-users with the code: the invitations go out. */
  inviteUsers: fromPromise(({ input }: { input: ListInput & { actionCode: string } }) =>
    unwrap(
      client.POST('/v2/web/user/invite-users', {
        body: { users: input.users, actionCode: input.actionCode },
      }),
    ),
  ),
});
