// The by-hand form's details and its messages: the fields a scheme asks for, the details they
// make, and what each of @outlay/rules' verdicts says (the server judges by the same rules).
import {
  BANK_FIELD_LENGTHS,
  bankDetailsProblems,
  IBAN_LENGTHS,
  normaliseBankDetails,
  type BankDetails,
  type BankField,
  type BankFieldProblem,
  type BankScheme,
} from '@outlay/rules';
import type { MessageId } from '@/i18n/catalogs';
import type { Translator } from '@/i18n/intl';

type Translate = Translator['t'];

export type BankFields = Record<BankField, string>;

export const emptyBankFields: BankFields = {
  institutionNumber: '',
  transitNumber: '',
  accountNumber: '',
  routingNumber: '',
  sortCode: '',
  iban: '',
  bic: '',
  clabe: '',
};

/** The details a scheme's fields make, as the server stores them. */
export function detailsOf(scheme: BankScheme, fields: BankFields): BankDetails {
  const details: BankDetails = (() => {
    switch (scheme) {
      case 'ca':
        return {
          scheme,
          institutionNumber: fields.institutionNumber,
          transitNumber: fields.transitNumber,
          accountNumber: fields.accountNumber,
        };
      case 'us':
        return { scheme, routingNumber: fields.routingNumber, accountNumber: fields.accountNumber };
      case 'gb':
        return { scheme, sortCode: fields.sortCode, accountNumber: fields.accountNumber };
      case 'iban':
        return { scheme, iban: fields.iban, bic: fields.bic };
      case 'clabe':
        return { scheme, clabe: fields.clabe };
    }
  })();
  return normaliseBankDetails(details);
}

export const fieldLabels: Record<BankField, MessageId> = {
  institutionNumber: 'billing.field.institutionNumber',
  transitNumber: 'billing.field.transitNumber',
  accountNumber: 'billing.field.accountNumber',
  routingNumber: 'billing.field.routingNumber',
  sortCode: 'billing.field.sortCode',
  iban: 'billing.field.iban',
  bic: 'billing.field.bic',
  clabe: 'billing.field.clabe',
};

const fieldNames: Record<BankField, MessageId> = {
  institutionNumber: 'billing.fieldName.institutionNumber',
  transitNumber: 'billing.fieldName.transitNumber',
  accountNumber: 'billing.fieldName.accountNumber',
  routingNumber: 'billing.fieldName.routingNumber',
  sortCode: 'billing.fieldName.sortCode',
  iban: 'billing.fieldName.iban',
  bic: 'billing.fieldName.bic',
  clabe: 'billing.fieldName.clabe',
};

/** How many digits a field takes in a scheme (its country's rule). */
function lengthOf(scheme: BankScheme, field: BankField, details: BankDetails) {
  switch (field) {
    case 'accountNumber':
      return scheme === 'ca'
        ? BANK_FIELD_LENGTHS.caAccountNumber
        : scheme === 'us'
          ? BANK_FIELD_LENGTHS.usAccountNumber
          : BANK_FIELD_LENGTHS.ukAccountNumber;
    case 'iban': {
      const country = details.scheme === 'iban' ? details.iban.slice(0, 2) : '';
      const length = IBAN_LENGTHS[country];
      return length === undefined ? BANK_FIELD_LENGTHS.iban : { min: length, max: length };
    }
    case 'bic':
      return { min: 8, max: 11 };
    default:
      return BANK_FIELD_LENGTHS[field];
  }
}

function problemText(
  t: Translate,
  scheme: BankScheme,
  field: BankField,
  problem: BankFieldProblem,
  details: BankDetails,
  currency: string,
): string {
  const name = t(fieldNames[field]);
  switch (problem) {
    case 'required':
      return t('billing.problem.required', { field: name });
    case 'digits':
      return t('billing.problem.digits', { field: name });
    case 'length': {
      const { min, max } = lengthOf(scheme, field, details);
      return min === max
        ? t('billing.problem.length', { field: name, count: min })
        : t('billing.problem.lengthRange', { field: name, min, max });
    }
    case 'checkDigit':
      return t('billing.problem.checkDigit', { field: name });
    case 'bank':
      return t('billing.problem.bank', { field: name });
    case 'city':
      return t('billing.problem.city', { field: name });
    case 'format':
      return field === 'bic' ? t('billing.problem.format.bic') : t('billing.problem.format.iban');
    case 'country':
      return field === 'bic'
        ? t('billing.problem.country.bic')
        : t('billing.problem.country', { field: name, currency });
  }
}

/** Each field's message, by field name, for the form's error summary; empty when all is well. */
export function bankFieldErrors(
  t: Translate,
  scheme: BankScheme,
  fields: BankFields,
  currency: string,
): Partial<Record<BankField, string>> {
  const details = detailsOf(scheme, fields);
  const problems = bankDetailsProblems(details, currency);
  const errors: Partial<Record<BankField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [BankField, BankFieldProblem][]) {
    errors[field] = problemText(t, scheme, field, problem, details, currency);
  }
  return errors;
}
