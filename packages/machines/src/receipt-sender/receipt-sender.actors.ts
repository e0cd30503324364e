import { type OutlayClient, type ReceiptSenders, unwrap } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The receipt senders' three calls, built once on the client the app (or a test) gives. */
export const receiptSenderActors = (client: OutlayClient) => ({
  addSender: fromPromise(({ input }: { input: { address: string } }): Promise<ReceiptSenders> =>
    unwrap(client.POST('/v2/web/receipt-senders', { body: { address: input.address } })),
  ),
  verifySender: fromPromise(
    ({ input }: { input: { senderId: string; code: string } }): Promise<ReceiptSenders> =>
      unwrap(
        client.POST('/v2/web/receipt-senders/{senderId}/verify', {
          params: { path: { senderId: input.senderId } },
          body: { code: input.code },
        }),
      ),
  ),
  removeSender: fromPromise(({ input }: { input: { senderId: string } }): Promise<ReceiptSenders> =>
    unwrap(
      client.DELETE('/v2/web/receipt-senders/{senderId}', {
        params: { path: { senderId: input.senderId } },
      }),
    ),
  ),
});
