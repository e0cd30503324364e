import type { ApiError, PaymentTransfer, Recipient } from '@outlay/api-client';

/** What is wrong with each field of the amount step, or null when it is fine. */
export interface TransferFieldErrors {
  amount: 'required' | 'positive' | 'aboveBalance' | 'aboveLimit' | null;
  description: 'required' | null;
  referenceNumber: 'required' | 'format' | null;
}

export interface PaymentTransferInput {
  /** The company's currency and what it may send now, in minor units (react-query holds them). */
  currency: string;
  availableMinor: number;
  limitMinor: number | null;
  /** One key per transfer, made by the screen (a UUID); a retry sends it again. */
  idempotencyKey: string;
}

export interface PaymentTransferContext extends PaymentTransferInput {
  recipient: Recipient | null;
  amount: string;
  description: string;
  referenceNumber: string;
  fieldErrors: TransferFieldErrors | null;
  transfer: PaymentTransfer | null;
  error: ApiError | null;
}

export type PaymentTransferEvent =
  | { type: 'recipient.chosen'; recipient: Recipient }
  | { type: 'amount.changed'; amount: string }
  | { type: 'description.changed'; description: string }
  | { type: 'reference.changed'; referenceNumber: string }
  | { type: 'details.submitted' }
  | { type: 'recipient.changeRequested' }
  | { type: 'details.editRequested' }
  | { type: 'payment.sendRequested' }
  /**
   * The code, and the key to send under when the screen keeps one across a reload (the same
   * details after a reload send the same key, so the server answers the payment it made).
   */
  | { type: 'verification.granted'; actionCode: string; idempotencyKey?: string }
  | { type: 'verification.cancelled' }
  | { type: 'payment.new'; idempotencyKey: string };

export type PaymentTransferEmitted =
  { type: 'verification.needed' } | { type: 'payment.sent'; transfer: PaymentTransfer };
