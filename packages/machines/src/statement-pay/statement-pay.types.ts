import type { ApiError, StatementPayment } from '@outlay/api-client';
import type {
  BankAnswer,
  PayingAccount,
  VerificationAnswer,
  VerifiedPaymentNotice,
} from '../kernel/verified-payment';

export type { PayingAccount } from '../kernel/verified-payment';

export type AmountChoice = 'due' | 'other';

/** What is wrong with each field, or null when it is fine. */
export interface PayFieldErrors {
  amount: 'required' | 'positive' | 'aboveDue' | null;
  account: 'required' | null;
}

export interface StatementPayInput {
  statementId: string;
  currency: string;
  /** What is left to pay, in minor units (react-query holds the statement). */
  amountDueMinor: number;
  /** The verified AutoPay accounts in the statement's currency. */
  accounts: readonly PayingAccount[];
}

export interface StatementPayContext extends StatementPayInput {
  choice: AmountChoice;
  /** The other amount as typed. */
  otherAmount: string;
  accountId: number | null;
  fieldErrors: PayFieldErrors | null;
  payment: StatementPayment | null;
  error: ApiError | null;
}

export type StatementPayEvent =
  | { type: 'amount.choiceChanged'; choice: AmountChoice }
  | { type: 'amount.changed'; amount: string }
  | { type: 'account.chosen'; accountId: number }
  | { type: 'payment.submitted' }
  | VerificationAnswer
  /** The statement as react-query reads it again: the bank confirmed or refused the debit. */
  | BankAnswer;

export type StatementPayEmitted = VerifiedPaymentNotice<StatementPayment>;
