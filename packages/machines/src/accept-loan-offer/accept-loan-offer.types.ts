import type { ApiError, Loan } from '@outlay/api-client';

export interface AcceptLoanOfferInput {
  offerId: number;
}

export interface AcceptLoanOfferContext extends AcceptLoanOfferInput {
  loan: Loan | null;
  error: ApiError | null;
}

export type AcceptLoanOfferEvent =
  | { type: 'offer.accepted' }
  | { type: 'verification.granted'; actionCode: string }
  | { type: 'verification.cancelled' };

export type AcceptLoanOfferEmitted =
  { type: 'verification.needed' } | { type: 'loan.made'; loan: Loan };
