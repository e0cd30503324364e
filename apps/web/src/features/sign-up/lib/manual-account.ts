// The by-hand bank account of the sign-up: its country's numbers judged by @outlay/rules (the
// check digits of a CLABE and an ABA routing number, as billing and the server judge them), and
// what each verdict says beside its field.
import type { ManualBankAccount } from '@outlay/api-client';
import {
  bankDetailsProblems,
  normaliseBankDetails,
  type BankDetails,
  type BankField,
  type BankFieldProblem,
} from '@outlay/rules';
import type { MessageId } from '@/i18n/catalogs';

export type ManualCountry = ManualBankAccount['country'];

export interface ManualFields {
  institutionName: string;
  accountNumber: string;
  routingNumber: string;
  institutionNumber: string;
  transitNumber: string;
}

export type ManualField = Exclude<keyof ManualFields, 'institutionName'>;

/** The numbers as the rules read them: a CLABE, US or Canadian numbers. */
function detailsOf(country: ManualCountry, fields: ManualFields): BankDetails {
  switch (country) {
    case 'MX':
      return normaliseBankDetails({ scheme: 'clabe', clabe: fields.accountNumber });
    case 'US':
      return normaliseBankDetails({
        scheme: 'us',
        routingNumber: fields.routingNumber,
        accountNumber: fields.accountNumber,
      });
    case 'CA':
      return normaliseBankDetails({
        scheme: 'ca',
        institutionNumber: fields.institutionNumber,
        transitNumber: fields.transitNumber,
        accountNumber: fields.accountNumber,
      });
  }
}

/** The form's field of each rule's field: the CLABE is typed in the account number's box. */
const FORM_FIELD: Partial<Record<BankField, ManualField>> = {
  clabe: 'accountNumber',
  accountNumber: 'accountNumber',
  routingNumber: 'routingNumber',
  institutionNumber: 'institutionNumber',
  transitNumber: 'transitNumber',
};

/**
 * A wrong shape keeps the field's length message; a check digit that does not add up, or a
 * CLABE whose bank code no bank uses or whose city code no city has, says so.
 */
function messageOf(country: ManualCountry, field: ManualField, problem: BankFieldProblem) {
  const checkDigit = problem === 'checkDigit';
  const messages: Record<ManualField, MessageId> = {
    accountNumber:
      country === 'MX'
        ? checkDigit
          ? 'bank.clabeCheckDigit'
          : problem === 'bank'
            ? 'bank.clabeUnknownBank'
            : problem === 'city'
              ? 'bank.clabeUnknownCity'
              : 'bank.clabeInvalid'
        : 'bank.accountInvalid',
    routingNumber: checkDigit ? 'bank.routingCheckDigit' : 'bank.routingInvalid',
    institutionNumber: 'bank.institutionInvalid',
    transitNumber: 'bank.transitInvalid',
  };
  return messages[field];
}

/** Each field's message id, for the fields the country asks for; empty when all is well. */
export function manualAccountProblems(
  country: ManualCountry,
  fields: ManualFields,
): Partial<Record<ManualField, MessageId>> {
  const problems = bankDetailsProblems(detailsOf(country, fields));
  const messages: Partial<Record<ManualField, MessageId>> = {};
  for (const [field, problem] of Object.entries(problems) as [BankField, BankFieldProblem][]) {
    const formField = FORM_FIELD[field];
    if (formField) messages[formField] = messageOf(country, formField, problem);
  }
  return messages;
}

/** The account the server is sent: the country's numbers only. */
export function manualAccountOf(country: ManualCountry, fields: ManualFields): ManualBankAccount {
  return {
    country,
    accountNumber: fields.accountNumber,
    ...(fields.institutionName.trim() ? { institutionName: fields.institutionName.trim() } : {}),
    ...(country === 'US' ? { routingNumber: fields.routingNumber } : {}),
    ...(country === 'CA'
      ? { institutionNumber: fields.institutionNumber, transitNumber: fields.transitNumber }
      : {}),
  };
}
