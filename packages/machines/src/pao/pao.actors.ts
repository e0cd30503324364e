import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import { inviteActors } from '../invite/invite.actors';
import { inviteMachine } from '../invite/invite.machine';

/**
 * The PAO flow's calls and the invite flow it runs for a new owner, built once on the client
 * the app (or a test) gives.
 */
export const paoActors = (client: OutlayClient) => ({
  /** Spec part 2 §7 ("Search users for PAO"): active users, by id, ascending. */
  searchUsers: fromPromise(({ input }: { input: { filter: string } }) =>
    unwrap(
      client.GET('/v2/web/user/get-company-users', {
        params: {
          query: {
            filter: input.filter.trim(),
            sortBy: 'id',
            sortDirection: 'ASC',
            role: 'all',
            status: 'active',
          },
        },
      }),
    ),
  ),

  confirmOwner: fromPromise(
    ({
      input,
    }: {
      input: {
        userId: string;
        companyId: number;
        isAdminLegalRepresentative: boolean;
        /** For a transfer: CHANGE_ACCOUNT_OWNER's action code. */
        actionCode?: string | null;
      };
    }) =>
      unwrap(
        client.POST('/v2/web/company/confirm-legal-representative', {
          body: {
            userId: input.userId,
            companyId: input.companyId,
            isAdminLegalRepresentative: input.isAdminLegalRepresentative,
            ...(input.actionCode ? { actionCode: input.actionCode } : {}),
          },
        }),
      ),
  ),

  invite: inviteMachine.provide({ actors: inviteActors(client) }),
});
