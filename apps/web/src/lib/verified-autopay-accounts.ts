// The AutoPay accounts money may be moved from or to: verified, of the currency, and with their
// agreement signed where the region needs one (the server checks the same on every request).
// Pay now, cashback deposits and loan payments all list these.
import type { CustomBankAccounts } from '@outlay/api-client';
import type { PayingAccount } from '@outlay/machines/statement-pay/statement-pay.types';
import { agreementKindOf, agreementStatus } from '@outlay/rules';

export function verifiedAutopayAccounts(
  data: CustomBankAccounts | undefined,
  currency: string,
  now: Date,
): PayingAccount[] {
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
