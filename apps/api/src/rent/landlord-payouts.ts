/** A payout as the landlord-payment provider receives it: whom to pay, how, and our key. */
export interface LandlordPayoutOrder {
  companyId: number;
  /** Ours, unique per rent payment: the provider's idempotency key. */
  reference: string;
  amountMinor: number;
  currency: string;
  landlordName: string;
  landlordAddress: string;
  payout:
    | { method: 'bank'; routingNumber: string; accountNumber: string }
    | { method: 'clabe'; clabe: string }
    | { method: 'cheque' };
}

/** Why the provider refused or failed a payout, as a code our messages word (`rent.reason.<code>`). */
export type LandlordPayoutReason = 'accountNotFound' | 'accountClosed' | 'chequeReturned';

/** The provider's answer to a payout: taken (its id), or refused at once for a reason. */
export type LandlordPayoutAcknowledgement =
  { accepted: true; payoutId: string } | { accepted: false; reason: LandlordPayoutReason };

/** What finally happened to a payout the provider took. */
export type LandlordPayoutOutcome =
  { state: 'completed' } | { state: 'failed'; reason: LandlordPayoutReason };

/**
 * The landlord-payment service (a rent-by-card processor): it takes the card-funded rent and
 * pays the landlord by bank transfer or cheque. Sending a payout is idempotent by our
 * reference (the same payout sent twice is one payout); its outcome arrives later.
 */
export interface LandlordPayouts {
  send(order: LandlordPayoutOrder): Promise<LandlordPayoutAcknowledgement>;
  /** Waits for the provider's final word on a payout it took (a webhook, in the real service). */
  outcome(order: LandlordPayoutOrder, payoutId: string): Promise<LandlordPayoutOutcome>;
}
