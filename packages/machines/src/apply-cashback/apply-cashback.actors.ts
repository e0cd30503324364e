import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** Apply to statement's call, built once on the client the app (or a test) gives. */
export const applyCashbackActors = (client: OutlayClient) => ({
  /** Takes the amount from the balance; the server takes a balance once, whatever the requests. */
  applyRewards: fromPromise(
    async ({
      input,
    }: {
      input: {
        amount: number;
        destination: 'statement' | 'account';
        accountId: number | null;
        actionCode: string;
      };
    }) =>
      unwrap(
        client.POST('/v2/web/rewards/apply', {
          body: {
            amount: input.amount,
            destination: input.destination,
            ...(input.accountId === null ? {} : { accountId: input.accountId }),
            actionCode: input.actionCode,
          },
        }),
      ),
  ),
});
