import type { ApiError, ReceiptSenders } from '@outlay/api-client';

/** A listed address waiting for the code mailed to it. */
export interface PendingSender {
  id: string;
  address: string;
}

export interface ReceiptSenderContext {
  /** The address whose code is asked for, while it is. */
  pending: PendingSender | null;
  /** The address being added (what a refusal is about). */
  address: string | null;
  error: ApiError | null;
}

export type ReceiptSenderEvent =
  | { type: 'sender.added'; address: string }
  /** A pending address already listed (from an earlier visit): its code is asked for. */
  | { type: 'sender.verifyOpened'; sender: PendingSender }
  | { type: 'code.submitted'; code: string }
  | { type: 'code.resent' }
  | { type: 'code.cancelled' }
  | { type: 'sender.removed'; senderId: string };

/** What changed, for the page to refresh the list and announce. */
export type ReceiptSenderEmitted = {
  type: 'senders.changed';
  senders: ReceiptSenders;
  done: 'added' | 'verified' | 'removed';
  address: string;
};
