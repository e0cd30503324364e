// What the models of the "pay with a verification code" flows try alike (statement Pay now,
// paying a loan, applying cashback, paying rent): the verification dialog's answers, the bank's,
// and the two verified AutoPay accounts of the Northwind admin.
import type { PayingAccount } from '../kernel/verified-payment';

/** The dialog grants a code (an action code as long as the server's) or is cancelled. */
export const verificationAnswers = [
  { type: 'verification.granted', actionCode: 'a'.repeat(43) },
  { type: 'verification.cancelled' },
];

/** The debit as the page reads it again, and the payment tried again once refused. */
export const bankAnswers = [
  { type: 'bank.confirmed' },
  { type: 'bank.refused' },
  { type: 'payment.retried' },
];

/** The auto-debit account (chosen first) and another, without a bank name. */
export const payingAccounts: readonly PayingAccount[] = [
  { id: 11, accountNumber: '••••6789', bankName: 'Chase', autoDebit: true },
  { id: 12, accountNumber: '••••4321', bankName: null, autoDebit: false },
];
