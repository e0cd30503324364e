/** An order as a rail receives it: what the payment sends, to whom, and its own keys. */
export interface RailOrder {
  companyId: number;
  /** Ours, unique per payment: STP's clave de rastreo, route-fusion's client reference. */
  trackingKey: string;
  amountMinor: number;
  currency: string;
  beneficiaryName: string;
  /** The CLABE, IBAN or account number. */
  account: string;
  concept: string;
  referenceNumber: number;
}

/**
 * Why a rail refused or returned a payment, as a code our messages word
 * (`payments.reason.<code>`).
 */
export type RailReason =
  | 'accountDoesNotExist'
  | 'accountBlocked'
  | 'fieldTooLong'
  | 'accountClosed'
  | 'beneficiaryNameMismatch';

/** The rail's answer to a registration: taken (its id), or refused for a reason. */
export type RailAcknowledgement =
  { accepted: true; orderId: string } | { accepted: false; reason: RailReason };

/** What finally happened to an order the rail took. */
export type RailOutcome = { state: 'settled' } | { state: 'returned'; reason: RailReason };

/**
 * A payment rail (STP for SPEI, route-fusion): registering an order is idempotent by its
 * tracking key (the same order sent twice is one order), and its outcome arrives later.
 */
export interface PaymentRail {
  register(order: RailOrder): Promise<RailAcknowledgement>;
  /** Waits for the rail's final word on an order it took (a webhook, in the real services). */
  outcome(order: RailOrder, orderId: string): Promise<RailOutcome>;
}
