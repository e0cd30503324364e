// What billing shows of each currency's AutoPay accounts, from the accounts react-query holds:
// the records of the banner's rules (failed and rejected accounts left out, spec part 1 §4.4),
// plus what each account can become.
import type { AutopayBankAccount, CustomBankAccounts } from '@outlay/api-client';
import { autopayRecords } from '@outlay/machines/autopay/autopay.priority';
import type { AgreementStatus } from '@outlay/machines/autopay/autopay.types';
import { agreementKindOf, type AgreementKind } from '@outlay/rules';

export interface AutopayCurrencyView {
  currency: string;
  accounts: AutopayBankAccount[];
  autoDebitAccount: AutopayBankAccount | null;
  /** The auto-debit account's agreement, when its region needs one. */
  agreement: { kind: AgreementKind; status: AgreementStatus } | null;
  fallbackAccount: AutopayBankAccount | null;
  /** Verified accounts that could pay automatically instead. */
  autoDebitCandidates: AutopayBankAccount[];
  /** Verified accounts that could stand behind the auto-debit account. */
  fallbackCandidates: AutopayBankAccount[];
}

const verified = (account: AutopayBankAccount) => account.autoDebitVerificationStatus === 'pending';

export function autopayCurrencies(data: CustomBankAccounts, now: Date): AutopayCurrencyView[] {
  return autopayRecords(data, now).map((record) => {
    const autoDebit = record.autoDebitAccount;
    const kind = autoDebit ? agreementKindOf(autoDebit.flag) : null;
    return {
      currency: record.currency,
      accounts: record.accounts,
      autoDebitAccount: autoDebit,
      agreement:
        kind && record.padAgreementStatus ? { kind, status: record.padAgreementStatus } : null,
      fallbackAccount:
        record.accounts.find((account) => account.companyBankAccountFallback !== null) ?? null,
      autoDebitCandidates: record.accounts.filter(
        (account) => verified(account) && !account.autoDebit,
      ),
      fallbackCandidates: record.accounts.filter(
        (account) => verified(account) && !account.autoDebit,
      ),
    };
  });
}

/** The country whose banks a currency's accounts are linked from, where a provider links them. */
export function linkingCountryOf(currency: string): 'CA' | 'US' | 'MX' | null {
  switch (currency) {
    case 'CAD':
      return 'CA';
    case 'USD':
      return 'US';
    case 'MXN':
      return 'MX';
    default:
      return null;
  }
}
