// The AutoPay accounts cashback may be deposited to: verified, of the rewards' currency, and
// with their agreement signed where the region needs one (the server checks the same).
import type { CustomBankAccounts } from '@outlay/api-client';
import type { DepositAccount } from '@outlay/machines/apply-cashback/apply-cashback.types';
import { agreementKindOf, agreementStatus } from '@outlay/rules';

export function depositAccounts(
  data: CustomBankAccounts | undefined,
  currency: string,
  now: Date,
): DepositAccount[] {
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
    }));
}
