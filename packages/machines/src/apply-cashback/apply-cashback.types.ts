import type { ApiError, RewardRedemption } from '@outlay/api-client';
import type { VerificationAnswer } from '../kernel/verified-payment';

/** A verified AutoPay account in the rewards' currency, where cashback may be deposited. */
export interface DepositAccount {
  id: number;
  /** Masked, for example `••••4321`. */
  accountNumber: string;
  bankName: string | null;
}

export type AmountChoice = 'all' | 'other';
export type Destination = 'statement' | 'account';

/** What is wrong with each field, or null when it is fine. */
export interface ApplyFieldErrors {
  amount: 'required' | 'positive' | 'aboveAvailable' | null;
  account: 'required' | null;
}

export interface ApplyCashbackInput {
  currency: string;
  /** The available cashback, in minor units (react-query holds the rewards). */
  availableMinor: number;
  /** The verified AutoPay accounts in the rewards' currency. */
  accounts: readonly DepositAccount[];
}

export interface ApplyCashbackContext extends ApplyCashbackInput {
  choice: AmountChoice;
  /** The other amount as typed. */
  otherAmount: string;
  destination: Destination;
  accountId: number | null;
  fieldErrors: ApplyFieldErrors | null;
  redemption: RewardRedemption | null;
  error: ApiError | null;
}

export type ApplyCashbackEvent =
  | { type: 'amount.choiceChanged'; choice: AmountChoice }
  | { type: 'amount.changed'; amount: string }
  | { type: 'destination.chosen'; destination: Destination }
  | { type: 'account.chosen'; accountId: number }
  | { type: 'apply.submitted' }
  | VerificationAnswer;

export type ApplyCashbackEmitted =
  { type: 'verification.needed' } | { type: 'redemption.requested'; redemption: RewardRedemption };
