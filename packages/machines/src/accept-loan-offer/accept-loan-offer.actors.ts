import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** Accepting a loan offer, built once on the client the app (or a test) gives. */
export const acceptLoanOfferActors = (client: OutlayClient) => ({
  /** Makes the loan from the offer's locked terms; the server accepts an offer once. */
  acceptLoanOffer: fromPromise(
    async ({ input }: { input: { offerId: number; actionCode: string } }) =>
      unwrap(
        client.POST('/v2/web/capital/offer/{offerId}/accept', {
          params: { path: { offerId: input.offerId } },
          body: { actionCode: input.actionCode },
        }),
      ),
  ),
});
