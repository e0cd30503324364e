import type { ApiError, ReceiptSenders } from '@outlay/api-client';

/** A listed address: one waiting for the code mailed to it, or one being removed. */
export interface PendingSender {
  id: string;
  address: string;
}

export interface ReceiptSenderContext {
  /** The address whose code is asked for, while it is. */
  pending: PendingSender | null;
  /** The address being added or removed (what a refusal or an announcement is about). */
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
  /** A listed address removed; its address is what the announcement names. */
  | { type: 'sender.removed'; sender: PendingSender };

/** What changed, for the page to refresh the list and announce. */
export type ReceiptSenderEmitted = {
  type: 'senders.changed';
  senders: ReceiptSenders;
  done: 'added' | 'verified' | 'removed';
  address: string;
};
