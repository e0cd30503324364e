// The application's bank accounts, entered by hand or shared through a bank-linking provider:
// judged by @outlay/rules (the same check digits as billing's, in the browser and here), kept
// normalised and masked, with a fingerprint that makes the same account one account however it
// arrived ('This account is already attached.').
import type { ManualBankAccount } from '@outlay/api-client/schema';
import {
  type BankDetails,
  type BankField,
  bankAccountFingerprint,
  bankDetailsProblems,
  maskAccountNumber,
  normaliseBankDetails,
} from '@outlay/rules';
import { sha256Hex } from '../auth/crypto.js';
import type { AttachableAccount } from '../bank-linking/bank-linking.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { StoredBankAccount } from './applications.js';

const CURRENCY_OF = { US: 'USD', CA: 'CAD', MX: 'MXN' } as const;

/** The form's field of each rule's field: the CLABE is typed in the account number's box. */
const FORM_FIELD: Partial<Record<BankField, string>> = {
  accountNumber: 'account.accountNumber',
  clabe: 'account.accountNumber',
  routingNumber: 'account.routingNumber',
  institutionNumber: 'account.institutionNumber',
  transitNumber: 'account.transitNumber',
};

/** The scheme of each country the form takes: a CLABE, US or Canadian numbers. */
export function detailsOfManual(account: ManualBankAccount): BankDetails {
  switch (account.country) {
    case 'MX':
      return normaliseBankDetails({ scheme: 'clabe', clabe: account.accountNumber });
    case 'US':
      return normaliseBankDetails({
        scheme: 'us',
        routingNumber: account.routingNumber ?? '',
        accountNumber: account.accountNumber,
      });
    case 'CA':
      return normaliseBankDetails({
        scheme: 'ca',
        institutionNumber: account.institutionNumber ?? '',
        transitNumber: account.transitNumber ?? '',
        accountNumber: account.accountNumber,
      });
  }
}

const fingerprintOf = (details: BankDetails) => sha256Hex(bankAccountFingerprint(details));

/**
 * An account typed by hand: refused with each field's problem in the caller's language (a
 * CLABE or routing number whose check digit does not add up included), else kept masked.
 */
export function manualAccountOf(account: ManualBankAccount, lang: Lang): StoredBankAccount {
  const details = detailsOfManual(account);
  const problems = Object.entries(bankDetailsProblems(details)) as [BankField, string][];
  const [first] = problems;
  if (first) {
    const fields = Object.fromEntries(
      problems.map(([field, problem]) => [
        FORM_FIELD[field] ?? `account.${field}`,
        {
          key: `bankAccount.${problem}` as MessageKey,
          params: { field: translate(lang, `bankAccount.field.${field}`) },
        },
      ]),
    );
    const [field, problem] = first;
    throw new AppError(
      400,
      'VALIDATION',
      `bankAccount.${problem}` as MessageKey,
      { field: translate(lang, `bankAccount.field.${field}`) },
      {},
      fields,
    );
  }
  const number = details.scheme === 'clabe' ? details.clabe : account.accountNumber;
  return {
    source: 'manual',
    institutionName: account.institutionName?.trim() ?? '',
    type: 'depository',
    accountType: 'checking',
    currency: CURRENCY_OF[account.country],
    accountNumber: maskAccountNumber(number),
    fingerprint: fingerprintOf(details),
  };
}

/** An account shared through a provider, as the application keeps it. */
export function linkedAccountOf(account: AttachableAccount): StoredBankAccount {
  return {
    source: 'linked',
    provider: account.provider,
    institutionName: account.institutionName,
    type: account.type,
    accountType: account.accountType,
    currency: account.currency,
    accountNumber: maskAccountNumber(account.accountNumber),
    // Where the provider gives the account's numbers (US, CA, MX), the same account typed by
    // hand has the same fingerprint; elsewhere the provider's number identifies it.
    fingerprint: account.details
      ? fingerprintOf(normaliseBankDetails(account.details))
      : sha256Hex(`linked:${account.provider}:${account.institutionName}:${account.accountNumber}`),
  };
}
