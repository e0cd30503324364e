// The AutoPay accounts money may go from or to (Pay now's debit, a cashback deposit): verified,
// of the currency, and with their agreement signed where the region needs one. The server
// checks the same on every request (apps/api statements/verified-account.ts).
import type { CustomBankAccounts } from '@outlay/api-client';
import { agreementKindOf, agreementStatus } from '@outlay/rules';

export interface VerifiedAutopayAccount {
  id: number;
  /** Masked, for example `••••4321`. */
  accountNumber: string;
  bankName: string | null;
  /** The currency's auto-debit account: chosen first where one is debited. */
  autoDebit: boolean;
}

export function verifiedAutopayAccounts(
  data: CustomBankAccounts | undefined,
  currency: string,
  now: Date,
): VerifiedAutopayAccount[] {
  const record = data?.currencies.find((entry) => entry.currency === currency);
  return (record?.accounts ?? [])
    .filter(
      (account) =>
        account.autoDebitVerificationStatus === 'pending' &&
        (agreementKindOf(account.flag) === null || agreementStatus(account, now) === 'DONE'),
    )
    .map((account) => ({
      id: account.id,
      accountNumber: account.accountNumber,
      bankName: account.bankName,
      autoDebit: account.autoDebit,
    }));
}
