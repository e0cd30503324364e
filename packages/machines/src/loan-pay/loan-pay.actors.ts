import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** Paying a loan's call, built once on the client the app (or a test) gives. */
export const loanPayActors = (client: OutlayClient) => ({
  /** Asks the bank to debit the account; the server makes one payment of a loan at a time. */
  payLoan: fromPromise(
    async ({
      input,
    }: {
      input: {
        loanId: number;
        kind: 'instalment' | 'payoff';
        dueDate: string | null;
        accountId: number;
        actionCode: string;
      };
    }) =>
      unwrap(
        client.POST('/v2/web/capital/loans/{loanId}/pay', {
          params: { path: { loanId: input.loanId } },
          body: {
            kind: input.kind,
            ...(input.dueDate === null ? {} : { dueDate: input.dueDate }),
            accountId: input.accountId,
            actionCode: input.actionCode,
          },
        }),
      ),
  ),
});
