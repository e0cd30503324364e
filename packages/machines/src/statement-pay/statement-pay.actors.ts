import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** Pay now's call, built once on the client the app (or a test) gives. */
export const statementPayActors = (client: OutlayClient) => ({
  /** Asks the bank to debit the account; the server makes one payment of a statement at a time. */
  payStatement: fromPromise(
    async ({
      input,
    }: {
      input: { statementId: string; accountId: number; amount: number; actionCode: string };
    }) =>
      unwrap(
        client.POST('/v2/web/statement/{statementId}/pay-now', {
          params: { path: { statementId: input.statementId } },
          body: { accountId: input.accountId, amount: input.amount, actionCode: input.actionCode },
        }),
      ),
  ),
});
