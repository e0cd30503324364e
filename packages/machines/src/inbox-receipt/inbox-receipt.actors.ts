import { type InboxReceipt, type OutlayClient, unwrap } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { InboxActionKind } from './inbox-receipt.types';

export interface InboxActionInput {
  kind: InboxActionKind;
  receiptId: string;
  entryId: number | null;
}

/** The Receipts page's four calls, built once on the client the app (or a test) gives. */
export const inboxReceiptActors = (client: OutlayClient) => ({
  act: fromPromise(async ({ input }: { input: InboxActionInput }): Promise<InboxReceipt> => {
    const path = { receiptId: input.receiptId };
    const body = { entryId: input.entryId ?? 0 };
    switch (input.kind) {
      case 'confirm':
        return unwrap(
          client.POST('/v2/web/receipt-inbox/{receiptId}/confirm', { params: { path }, body }),
        );
      case 'choose':
        return unwrap(
          client.POST('/v2/web/receipt-inbox/{receiptId}/entry', { params: { path }, body }),
        );
      case 'discard':
        return unwrap(
          client.POST('/v2/web/receipt-inbox/{receiptId}/discard', { params: { path } }),
        );
      case 'unmatch':
        return unwrap(
          client.POST('/v2/web/receipt-inbox/{receiptId}/unmatch', { params: { path } }),
        );
    }
  }),
});
