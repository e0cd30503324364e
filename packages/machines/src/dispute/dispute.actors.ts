import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { DisputeReasonKey, DisputeType } from './dispute.types';

interface EntryInput {
  transactionReferenceId: number;
  type: DisputeType;
}

/** The dispute flow's calls, built once on the client the app (or a test) gives. */
export const disputeActors = (client: OutlayClient) => ({
  /** The entry's report, or null when it was never reported. */
  loadDispute: fromPromise(async ({ input }: { input: EntryInput }) => {
    const found = await unwrap(
      client.GET('/v2/web/transaction/get-dispute/{transactionReferenceId}', {
        params: {
          path: { transactionReferenceId: input.transactionReferenceId },
          query: { type: input.type },
        },
      }),
    );
    return found.dispute;
  }),

  createDispute: fromPromise(
    async ({
      input,
    }: {
      input: EntryInput & {
        reasonKey: DisputeReasonKey;
        reasonDescription: string;
        comment: string;
      };
    }) => {
      const created = await unwrap(
        client.POST('/v2/web/transaction/create-dispute', {
          body: {
            transactionReferenceId: input.transactionReferenceId,
            type: input.type,
            reasonKey: input.reasonKey,
            reasonDescription: input.reasonDescription,
            ...(input.comment === '' ? {} : { comment: input.comment }),
          },
        }),
      );
      return created.dispute;
    },
  ),
});
