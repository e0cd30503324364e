import type { ApiError, InboxReceipt, InboxState } from '@outlay/api-client';

export interface InboxReceiptInput {
  receiptId: string;
  /** The receipt's state as the inbox read it. */
  state: InboxState;
}

export type InboxActionKind = 'confirm' | 'choose' | 'discard' | 'unmatch';

export interface InboxReceiptContext extends InboxReceiptInput {
  /** The last action asked (what a refusal is about). */
  asked: InboxActionKind | null;
  /** The receipt as the last action left it. */
  receipt: InboxReceipt | null;
  error: ApiError | null;
}

export type InboxReceiptEvent =
  | { type: 'match.confirmed'; entryId: number }
  | { type: 'entry.chosen'; entryId: number }
  | { type: 'receipt.discarded' }
  | { type: 'receipt.unmatched' }
  /** The inbox as react-query reads it again (the server read or matched it by itself). */
  | { type: 'inbox.read'; state: InboxState };

export type InboxReceiptEmitted = { type: 'receipt.changed'; receipt: InboxReceipt };
