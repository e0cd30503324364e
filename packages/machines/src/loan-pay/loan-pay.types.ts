import type { ApiError, LoanPayment, LoanPaymentKind } from '@outlay/api-client';
import type * as verifiedPayment from '../kernel/verified-payment';

export type { PayingAccount } from '../kernel/verified-payment';

export interface LoanPayInput {
  loanId: number;
  currency: string;
  /** One instalment early (every part due on `dueDate`), or the whole loan off today. */
  kind: LoanPaymentKind;
  dueDate: string | null;
  /** What the page shows it costs, in minor units: the instalment, or the payoff amount. */
  amountMinor: number;
  /** The verified AutoPay accounts in the loan's currency. */
  accounts: readonly verifiedPayment.PayingAccount[];
}

export interface LoanPayContext extends LoanPayInput {
  accountId: number | null;
  payment: LoanPayment | null;
  error: ApiError | null;
}

export type LoanPayEvent =
  | { type: 'account.chosen'; accountId: number }
  | { type: 'payment.submitted' }
  | verifiedPayment.VerificationAnswer
  /** The loan as react-query reads it again: the bank confirmed or refused the debit. */
  | verifiedPayment.BankAnswer;

export type LoanPayEmitted = verifiedPayment.VerifiedPaymentNotice<LoanPayment>;
