// A bank account entered by hand, by the rules of its country (spec part 1 §5: a Canadian account
// needs institution, transit and account numbers; a US account account and routing numbers; we
// add the UK's sort code or IBAN and BIC, the euro area's IBAN and BIC, and Mexico's CLABE of 18
// digits). The web form and the server judge the same details with these functions.
import { countrySpecs, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { isAbaRoutingNumber } from './check-digits';
import { EURO_AREA_COUNTRIES } from './euro-area';
import { clabeCheckDigit, isClabe, isClabeCity, mexicanBankOf } from './mexican-banks';

/** How an account is identified: by its country's numbers, or by IBAN. */
export type BankScheme = 'ca' | 'us' | 'gb' | 'iban' | 'clabe';

export interface CanadianBankDetails {
  scheme: 'ca';
  institutionNumber: string;
  transitNumber: string;
  accountNumber: string;
}
export interface UsBankDetails {
  scheme: 'us';
  routingNumber: string;
  accountNumber: string;
}
export interface UkBankDetails {
  scheme: 'gb';
  sortCode: string;
  accountNumber: string;
}
export interface IbanBankDetails {
  scheme: 'iban';
  iban: string;
  bic: string;
}
export interface ClabeBankDetails {
  scheme: 'clabe';
  clabe: string;
}
export type BankDetails =
  CanadianBankDetails | UsBankDetails | UkBankDetails | IbanBankDetails | ClabeBankDetails;

/** Every field any scheme has. */
export type BankField =
  | 'institutionNumber'
  | 'transitNumber'
  | 'accountNumber'
  | 'routingNumber'
  | 'sortCode'
  | 'iban'
  | 'bic'
  | 'clabe';

/**
 * What is wrong with a field: missing, not digits, the wrong number of characters, a check
 * digit that does not add up, the wrong shape (BIC), a country that does not fit, a bank code
 * no bank uses (a CLABE's first three digits) or a city code no city has (its next three).
 */
export type BankFieldProblem =
  'required' | 'digits' | 'length' | 'checkDigit' | 'format' | 'country' | 'bank' | 'city';

export type BankDetailsProblems = Partial<Record<BankField, BankFieldProblem>>;

/** Digit counts (inclusive ranges) of each country's numbers. */
export const BANK_FIELD_LENGTHS = {
  institutionNumber: { min: 3, max: 3 },
  transitNumber: { min: 5, max: 5 },
  caAccountNumber: { min: 7, max: 12 },
  routingNumber: { min: 9, max: 9 },
  usAccountNumber: { min: 4, max: 17 },
  sortCode: { min: 6, max: 6 },
  ukAccountNumber: { min: 8, max: 8 },
  clabe: { min: 18, max: 18 },
  iban: { min: 15, max: 34 },
} as const;

/**
 * The IBAN's length in each country whose IBAN an account may be entered with: the euro area
 * (the spec's "eurozone set of 19", and Croatia, which joined in 2023) and the UK, from the
 * IBAN registry as ibantools keeps it.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [...EURO_AREA_COUNTRIES, 'GB'].map((country) => [country, countrySpecs[country]?.chars ?? 0]),
);

export { EURO_AREA_COUNTRIES };

/** The schemes an account paying statements in `currency` may be entered with. */
export function bankSchemesFor(currency: string): BankScheme[] {
  switch (currency) {
    case 'CAD':
      return ['ca'];
    // A US-dollar account may be held at a US bank or at a Canadian one.
    case 'USD':
      return ['us', 'ca'];
    case 'GBP':
      return ['gb', 'iban'];
    case 'EUR':
      return ['iban'];
    case 'MXN':
      return ['clabe'];
    default:
      return [];
  }
}

const compact = (value: string) => value.replace(/[\s-]/g, '');

/** The details as they are stored: spaces and dashes gone, IBAN and BIC in capitals. */
export function normaliseBankDetails(details: BankDetails): BankDetails {
  switch (details.scheme) {
    case 'ca':
      return {
        scheme: 'ca',
        institutionNumber: compact(details.institutionNumber),
        transitNumber: compact(details.transitNumber),
        accountNumber: compact(details.accountNumber),
      };
    case 'us':
      return {
        scheme: 'us',
        routingNumber: compact(details.routingNumber),
        accountNumber: compact(details.accountNumber),
      };
    case 'gb':
      return {
        scheme: 'gb',
        sortCode: compact(details.sortCode),
        accountNumber: compact(details.accountNumber),
      };
    case 'iban':
      return {
        scheme: 'iban',
        iban: compact(details.iban).toUpperCase(),
        bic: compact(details.bic).toUpperCase(),
      };
    case 'clabe':
      return { scheme: 'clabe', clabe: compact(details.clabe) };
  }
}

function digitsProblem(
  value: string,
  length: { min: number; max: number },
): BankFieldProblem | null {
  if (value === '') return 'required';
  if (!/^[0-9]+$/.test(value)) return 'digits';
  if (value.length < length.min || value.length > length.max) return 'length';
  return null;
}

function ibanProblem(iban: string, currency: string | null): BankFieldProblem | null {
  if (iban === '') return 'required';
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return 'country';
  if (currency === 'GBP' && country !== 'GB') return 'country';
  if (currency === 'EUR' && country === 'GB') return 'country';
  if (iban.length !== length) return 'length';
  // ibantools checks the country's BBAN shape, the mod 97 and, where the country has them
  // (Belgium, France, Spain ...), the national check digits.
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return 'format';
  return errorCodes.length === 0 ? null : 'checkDigit';
}

function bicProblem(bic: string, iban: string): BankFieldProblem | null {
  if (bic === '') return 'required';
  // In capitals as stored; ibantools checks the shape and that its country exists.
  if (!/^[A-Z0-9]+$/.test(bic) || !isValidBIC(bic)) return 'format';
  // The BIC's country (its 5th and 6th letters) is the IBAN's.
  if (/^[A-Z]{2}/.test(iban) && bic.slice(4, 6) !== iban.slice(0, 2)) return 'country';
  return null;
}

/**
 * What is wrong with each field of normalised details, for an account paying statements in
 * `currency` (null: any). An empty object means the details can be sent.
 */
export function bankDetailsProblems(
  details: BankDetails,
  currency: string | null = null,
): BankDetailsProblems {
  const problems: BankDetailsProblems = {};
  if (currency !== null && !bankSchemesFor(currency).includes(details.scheme)) {
    // A scheme the currency does not take (a CLABE for pounds): the first field says so.
    const [first] = fieldsOf(details.scheme);
    if (first) problems[first] = 'country';
    return problems;
  }
  const add = (field: BankField, problem: BankFieldProblem | null) => {
    if (problem) problems[field] = problem;
  };
  switch (details.scheme) {
    case 'ca':
      add(
        'institutionNumber',
        digitsProblem(details.institutionNumber, BANK_FIELD_LENGTHS.institutionNumber),
      );
      add('transitNumber', digitsProblem(details.transitNumber, BANK_FIELD_LENGTHS.transitNumber));
      add(
        'accountNumber',
        digitsProblem(details.accountNumber, BANK_FIELD_LENGTHS.caAccountNumber),
      );
      break;
    case 'us': {
      const routing = digitsProblem(details.routingNumber, BANK_FIELD_LENGTHS.routingNumber);
      add(
        'routingNumber',
        routing ?? (isAbaRoutingNumber(details.routingNumber) ? null : 'checkDigit'),
      );
      add(
        'accountNumber',
        digitsProblem(details.accountNumber, BANK_FIELD_LENGTHS.usAccountNumber),
      );
      break;
    }
    case 'gb':
      add('sortCode', digitsProblem(details.sortCode, BANK_FIELD_LENGTHS.sortCode));
      add(
        'accountNumber',
        digitsProblem(details.accountNumber, BANK_FIELD_LENGTHS.ukAccountNumber),
      );
      break;
    case 'iban':
      add('iban', ibanProblem(details.iban, currency));
      add('bic', bicProblem(details.bic, details.iban));
      break;
    case 'clabe': {
      const shape = digitsProblem(details.clabe, BANK_FIELD_LENGTHS.clabe);
      if (shape) add('clabe', shape);
      else if (!isClabe(details.clabe)) add('clabe', 'checkDigit');
      else if (mexicanBankOf(details.clabe) === null) add('clabe', 'bank');
      else if (!isClabeCity(details.clabe)) add('clabe', 'city');
      break;
    }
  }
  return problems;
}

/** The fields of a scheme, in the order a form asks for them. */
export function fieldsOf(scheme: BankScheme): BankField[] {
  switch (scheme) {
    case 'ca':
      return ['institutionNumber', 'transitNumber', 'accountNumber'];
    case 'us':
      return ['routingNumber', 'accountNumber'];
    case 'gb':
      return ['sortCode', 'accountNumber'];
    case 'iban':
      return ['iban', 'bic'];
    case 'clabe':
      return ['clabe'];
  }
}

/** The region flag of the contract (spec part 1 §3.4) an account's details belong to. */
export type RegionFlag = 'canada' | 'ca' | 'usa' | 'uk' | 'eu' | 'mx';

/** Where the account is held: its bank's country. */
export function bankCountryOf(details: BankDetails): string {
  switch (details.scheme) {
    case 'ca':
      return 'CA';
    case 'us':
      return 'US';
    case 'gb':
      return 'GB';
    case 'iban':
      return details.iban.slice(0, 2);
    case 'clabe':
      return 'MX';
  }
}

/** The region whose rules (and agreement) the account follows. */
export function regionFlagOf(details: BankDetails): RegionFlag {
  const country = bankCountryOf(details);
  if (country === 'CA') return 'canada';
  if (country === 'US') return 'usa';
  if (country === 'GB') return 'uk';
  if (country === 'MX') return 'mx';
  return 'eu';
}

/**
 * One account, however it was written: a UK IBAN holds the sort code and account number, so it
 * is the same account as those two entered apart. Two attachments with one fingerprint are a
 * duplicate ('This account is already attached.').
 */
export function bankAccountFingerprint(details: BankDetails): string {
  switch (details.scheme) {
    case 'ca':
      return `ca:${details.institutionNumber}:${details.transitNumber}:${details.accountNumber}`;
    case 'us':
      return `us:${details.routingNumber}:${details.accountNumber}`;
    case 'gb':
      return `gb:${details.sortCode}:${details.accountNumber}`;
    case 'iban':
      // GBkk BANK SSSSSS AAAAAAAA
      return details.iban.startsWith('GB') && details.iban.length === 22
        ? `gb:${details.iban.slice(8, 14)}:${details.iban.slice(14)}`
        : `iban:${details.iban}`;
    case 'clabe':
      return `clabe:${details.clabe}`;
  }
}

/** The number a person recognises the account by: its account number, IBAN or CLABE. */
export function accountNumberOf(details: BankDetails): string {
  switch (details.scheme) {
    case 'ca':
    case 'us':
    case 'gb':
      return details.accountNumber;
    case 'iban':
      return details.iban;
    case 'clabe':
      return details.clabe;
  }
}

/** Only the last four characters are ever shown or sent: `••••4321`. */
export function maskAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.replace(/\s+/g, '').slice(-4)}`;
}

/** A CLABE from its first 17 digits (test data, demo data). */
export function withClabeCheckDigit(first17: string): string {
  return `${first17}${String(clabeCheckDigit(first17))}`;
}
