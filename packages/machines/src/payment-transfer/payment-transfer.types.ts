import type { ApiError, FxQuote, PaymentTransfer, Recipient } from '@outlay/api-client';

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
  /**
   * Other currencies a payment may be sent in (route-fusion's, priced by an FX quote); empty
   * when the company sends only its own.
   */
  fxCurrencies: readonly string[];
}

/** What the form holds: kept across the transfer's pages (`/spei` and `/spei-review`). */
export interface PaymentDraft {
  recipient: Recipient;
  amount: string;
  description: string;
  referenceNumber: string;
  transferCurrency: string;
}

export interface PaymentTransferContext extends PaymentTransferInput {
  recipient: Recipient | null;
  /** The currency the recipient is paid in: the company's, or one of `fxCurrencies`. */
  transferCurrency: string;
  /** The FX quote of a payment in another currency, once the provider priced it. */
  quote: FxQuote | null;
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
  | { type: 'currency.changed'; currency: string }
  /** The page's timer: the quote on screen reached its expiry. */
  | { type: 'quote.expired' }
  /** The draft a page kept, opened again (`/spei-review` by its address, or back to `/spei`). */
  | { type: 'draft.restored'; draft: PaymentDraft; step: 'amount' | 'review' }
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
