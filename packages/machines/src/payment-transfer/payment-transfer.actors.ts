import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The transfer flow's calls, built once on the client the app (or a test) gives. */
export const paymentTransferActors = (client: OutlayClient) => ({
  /** Sends the payment; the same idempotency key always answers the same payment. */
  createTransfer: fromPromise(
    async ({
      input,
    }: {
      input: {
        idempotencyKey: string;
        recipientId: number;
        amountMinor: number;
        currency: string;
        description: string;
        referenceNumber: string;
        actionCode: string;
        quoteId?: string;
      };
    }) => unwrap(client.POST('/v2/web/payments/transfers', { body: input })),
  ),
  /** Prices a payment in another currency than the company's (the server keeps the quote). */
  createFxQuote: fromPromise(
    async ({ input }: { input: { currency: string; amountMinor: number } }) =>
      unwrap(client.POST('/v2/web/payments/fx-quotes', { body: input })),
  ),
});
