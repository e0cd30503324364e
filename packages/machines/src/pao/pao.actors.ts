import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** Spec part 2 §7 ("Search users for PAO"): active users, by id, ascending. */
export const searchUsers = fromPromise(
  ({ input }: { input: { client: OutlayClient; filter: string } }) =>
    unwrap(
      input.client.GET('/v2/web/user/get-company-users', {
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
);

export const confirmOwner = fromPromise(
  ({
    input,
  }: {
    input: {
      client: OutlayClient;
      userId: string;
      companyId: number;
      isAdminLegalRepresentative: boolean;
      /** For a transfer: CHANGE_ACCOUNT_OWNER's action code. */
      actionCode?: string | null;
    };
  }) =>
    unwrap(
      input.client.POST('/v2/web/company/confirm-legal-representative', {
        body: {
          userId: input.userId,
          companyId: input.companyId,
          isAdminLegalRepresentative: input.isAdminLegalRepresentative,
          ...(input.actionCode ? { actionCode: input.actionCode } : {}),
        },
      }),
    ),
);
