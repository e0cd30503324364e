import type {
  ApiError,
  RentCard,
  RentFrequency,
  RentLandlordKind,
  RentLease,
  RentPayment,
  RentPayoutMethod,
  RentPropertyUse,
} from '@outlay/api-client';
import type { LandlordRfcProblem } from '@outlay/rules';
import type { VerificationAnswer, VerifiedPaymentNotice } from '../kernel/verified-payment';

/** What the form holds: kept across the payment's pages (`/payrent` and `/payrent-review`). */
export interface RentDraft {
  landlordName: string;
  landlordAddress: string;
  payoutMethod: RentPayoutMethod;
  routingNumber: string;
  accountNumber: string;
  /** The landlord's CLABE: a bank payout's account when the company pays in MXN. */
  clabe: string;
  propertyAddress: string;
  /** As typed, in the currency's major units (2500.00). */
  amount: string;
  frequency: RentFrequency;
  cardId: number | null;
  /** A Mexican rent's landlord (person or company), property (commercial or a home) and RFC. */
  landlordKind: RentLandlordKind;
  propertyUse: RentPropertyUse;
  landlordRfc: string;
  /** The lease, already uploaded as a company document: kept whatever else the form says. */
  lease: RentLease | null;
}

/** What is wrong with each field of the form, or null when it is fine. */
export interface RentDraftErrors {
  landlordName: 'required' | 'tooLong' | null;
  landlordAddress: 'required' | 'tooLong' | null;
  routingNumber: 'required' | 'format' | null;
  accountNumber: 'required' | 'format' | null;
  clabe:
    'required' | 'digits' | 'length' | 'checkDigit' | 'format' | 'country' | 'bank' | 'city' | null;
  propertyAddress: 'required' | 'tooLong' | null;
  amount: 'required' | 'positive' | 'tooLarge' | null;
  cardId: 'required' | null;
  landlordRfc: LandlordRfcProblem | null;
}

export interface RentPaymentInput {
  /** The company's currency, the fee rate and the largest rent (react-query holds them). */
  currency: string;
  feeRateBp: number;
  maxAmountMinor: number;
  /** Whether the rent carries IVA and withholding (a Mexican company paying in MXN). */
  mexicanTaxes: boolean;
  /** The caller's active cards. */
  cards: readonly RentCard[];
  /** One key per payment, made by the screen (a UUID); a retry sends it again. */
  idempotencyKey: string;
}

export interface RentPaymentContext extends RentPaymentInput {
  draft: RentDraft;
  fieldErrors: RentDraftErrors | null;
  payment: RentPayment | null;
  error: ApiError | null;
}

export type RentDraftField = Exclude<
  keyof RentDraft,
  'cardId' | 'payoutMethod' | 'frequency' | 'landlordKind' | 'propertyUse' | 'lease'
>;

export type RentPaymentEvent =
  | { type: 'field.changed'; field: RentDraftField; value: string }
  | { type: 'payout.chosen'; method: RentPayoutMethod }
  | { type: 'frequency.chosen'; frequency: RentFrequency }
  | { type: 'card.chosen'; cardId: number }
  | { type: 'landlordKind.chosen'; kind: RentLandlordKind }
  | { type: 'propertyUse.chosen'; use: RentPropertyUse }
  /** The lease, uploaded by the page (with its progress), attached; or taken off again. */
  | { type: 'lease.attached'; lease: RentLease }
  | { type: 'lease.removed' }
  /** The draft a page kept, opened again (`/payrent-review` by its address, or back to `/payrent`). */
  | { type: 'draft.restored'; draft: RentDraft; step: 'form' | 'review' }
  | { type: 'review.requested' }
  | { type: 'review.edited' }
  | { type: 'payment.submitted' }
  | VerificationAnswer
  /** The payment as react-query reads it again: the landlord was paid, or not. */
  | { type: 'payout.completed' }
  | { type: 'payout.failed' }
  | { type: 'payment.new'; idempotencyKey: string };

export type RentPaymentEmitted =
  VerifiedPaymentNotice<RentPayment> | { type: 'review.opened' } | { type: 'form.opened' };
