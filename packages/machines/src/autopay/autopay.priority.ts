// The autopay banner's rules (spec part 1 §4.4) as pure functions: the machine calls them once
// the bank accounts are loaded, and the tests read them as tables.
import type { AutopayBankAccount, CustomBankAccounts, RegionFlag } from '@outlay/api-client';
import type {
  AgreementRegion,
  AgreementStatus,
  AutopayPrompt,
  AutopayRecord,
} from './autopay.types';

/** How long a PAD signature request counts as in progress. */
export const AGREEMENT_IN_PROGRESS_MS = 5 * 60 * 1000;

export function agreementStatus(account: AutopayBankAccount, now: Date): AgreementStatus {
  if (account.padDocument || account.userAgreementId) return 'DONE';
  // A request stamped a little ahead of this clock was just made: it is in progress too.
  if (
    account.padRequestedAt &&
    now.getTime() - new Date(account.padRequestedAt).getTime() < AGREEMENT_IN_PROGRESS_MS
  ) {
    return 'IN_PROGRESS';
  }
  return 'PENDING';
}

const agreementRegions: Record<RegionFlag, AgreementRegion | null> = {
  canada: 'canadaMexico',
  ca: 'canadaMexico',
  mx: 'canadaMexico',
  uk: 'ukEu',
  eu: 'ukEu',
  usa: null,
};

/** The agreement an account's region asks for, or null where none is needed (USA). */
export function agreementRegion(flag: RegionFlag): AgreementRegion | null {
  return agreementRegions[flag];
}

const usable = (account: AutopayBankAccount) =>
  account.autoDebitVerificationStatus !== 'failed' &&
  account.autoDebitVerificationStatus !== 'rejected';

/** Per currency: its usable accounts, the one that pays automatically and its agreement. */
export function autopayRecords(data: CustomBankAccounts, now: Date): AutopayRecord[] {
  return data.currencies.map(({ currency, accounts }) => {
    const kept = accounts.filter(usable);
    const autoDebitAccount = kept.find((account) => account.autoDebit) ?? null;
    return {
      currency,
      accounts: kept,
      autoDebitAccount,
      padAgreementStatus: autoDebitAccount ? agreementStatus(autoDebitAccount, now) : null,
    };
  });
}

const inProgress = (account: AutopayBankAccount, now: Date) =>
  account.autoDebitVerificationStatus === 'inprogress' ||
  agreementStatus(account, now) === 'IN_PROGRESS';

/**
 * The one thing to ask for, most urgent first: a currency with no account, then a currency
 * with no auto-debit account (not while any account is in progress), then an auto-debit
 * account whose agreement is pending in a region that needs one. Null: nothing to ask.
 */
export function autopayPrompt(data: CustomBankAccounts, now: Date): AutopayPrompt | null {
  const records = autopayRecords(data, now);
  const withoutAccount = records.filter((record) => record.accounts.length === 0);
  if (withoutAccount.length > 0) {
    return { kind: 'ADD_ACCOUNT', currencies: withoutAccount.map((record) => record.currency) };
  }
  const anyInProgress = records.some((record) =>
    record.accounts.some((account) => inProgress(account, now)),
  );
  const withoutAutoDebit = records.filter((record) => record.autoDebitAccount === null);
  if (withoutAutoDebit.length > 0 && !anyInProgress) {
    return {
      kind: 'ENABLE_AUTO_DEBIT',
      currencies: withoutAutoDebit.map((record) => record.currency),
    };
  }
  for (const record of records) {
    const account = record.autoDebitAccount;
    const region = account ? agreementRegion(account.flag) : null;
    if (account && region && record.padAgreementStatus === 'PENDING') {
      return {
        kind: 'ATTACH_PAD_AGREEMENT',
        region,
        currency: record.currency,
        accountId: account.id,
      };
    }
  }
  return null;
}
