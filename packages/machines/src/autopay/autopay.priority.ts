// The autopay banner's rules (spec part 1 §4.4) as pure functions: the machine calls them once
// the bank accounts are loaded, and the tests read them as tables. The status and the kind of
// agreement are @outlay/rules' (the server decides by them too).
import type { AutopayBankAccount, CustomBankAccounts, RegionFlag } from '@outlay/api-client';
import { agreementKindOf, agreementStatus, agreementWindowEndsAt } from '@outlay/rules';
import type { AgreementRegion, AutopayPrompt, AutopayRecord, BillingStep } from './autopay.types';

/** The agreement a region's auto-debit needs, or null where none is needed (USA). */
export function agreementRegion(flag: RegionFlag): AgreementRegion | null {
  const kind = agreementKindOf(flag);
  return kind === null ? null : kind === 'PAD' ? 'canadaMexico' : 'ukEu';
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

/** When the earliest agreement still in progress stops being so, or null when none is. */
export function nextWindowEnd(data: CustomBankAccounts, now: Date): Date | null {
  const ends = data.currencies
    .flatMap((entry) => entry.accounts)
    .map((account) => agreementWindowEndsAt(account, now))
    .filter((end): end is Date => end !== null);
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((end) => end.getTime())));
}

/** The billing page's step each prompt's button leads to (its first currency). */
export function billingStepOf(prompt: AutopayPrompt): BillingStep {
  switch (prompt.kind) {
    case 'ADD_ACCOUNT':
      return { kind: 'add-account', currency: prompt.currencies[0] ?? '' };
    case 'ENABLE_AUTO_DEBIT':
      return { kind: 'auto-debit', currency: prompt.currencies[0] ?? '' };
    case 'ATTACH_PAD_AGREEMENT':
      return { kind: 'sign', accountId: prompt.accountId };
  }
}
