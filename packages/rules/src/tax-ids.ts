// A company's tax id per country (spec part 2 §5: "numeric with a fixed digit count or
// alphanumeric with a fixed character count"; the counts were ours to choose). The counts are
// the identifiers' real lengths, punctuation aside:
//
// | country | id                                   | kind         | length | written as         |
// | ------- | ------------------------------------ | ------------ | ------ | ------------------ |
// | US      | EIN, Employer Identification Number  | numeric      | 9      | 12-3456789         |
// | MX      | RFC of a company (persona moral)     | alphanumeric | 12     | ABC010203AB1       |
// | BR      | CNPJ                                 | numeric      | 14     | 12.345.678/0001-95 |
// | CO      | NIT with its check digit             | numeric      | 10     | 800.197.268-4      |
// | CA      | BN, Business Number (its 9-digit root) | numeric    | 9      | 123456789          |
// | GB      | CRN, Companies House number          | alphanumeric | 8      | 01234567, SC123456 |
//
// Where the id carries a check (the RFC's date, the CNPJ's and NIT's check digits) it is
// checked too, so a typo is caught before the application reaches underwriting.
//
// An RFC of a person has 13 characters; a company's has 12 (3 letters, the 6-digit date, a
// 3-character homoclave). A CRN is 8 digits, or a 2-letter prefix (SC, NI, OC, ...) and 6.
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { isNit } from './nit';
import { rfcProblem } from './rfc';
import type { SignUpCountry } from './sign-up-countries';

export interface TaxIdRule {
  /** The id's name in the country, as applicants know it. */
  name: string;
  kind: 'numeric' | 'alphanumeric';
  length: number;
}

export const TAX_ID_RULES = {
  US: { name: 'EIN', kind: 'numeric', length: 9 },
  MX: { name: 'RFC', kind: 'alphanumeric', length: 12 },
  BR: { name: 'CNPJ', kind: 'numeric', length: 14 },
  CO: { name: 'NIT', kind: 'numeric', length: 10 },
  CA: { name: 'BN', kind: 'numeric', length: 9 },
  GB: { name: 'CRN', kind: 'alphanumeric', length: 8 },
} as const satisfies Record<SignUpCountry, TaxIdRule>;

/** The longest a tax id may be typed, punctuation included (the contract's maxLength). */
export const TAX_ID_MAX_INPUT_LENGTH = 24;

/** The id without the punctuation it is often written with (spaces, dots, dashes, slashes). */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/**
 * `invalid`: not the id's shape (its kind and length); `notReal`: the right shape, but no
 * such id can exist (an RFC's date, a CNPJ's or NIT's check digits).
 */
export type TaxIdProblem = 'required' | 'invalid' | 'notReal';

/** Whether an id of the right shape can exist, where the country's id carries a check. */
function isRealTaxId(country: SignUpCountry, id: string): boolean {
  switch (country) {
    case 'MX':
      return rfcProblem(id, 'company') === null;
    case 'BR':
      return isValidCnpj(id);
    case 'CO':
      return isNit(id);
    default:
      return true;
  }
}

/** Null when the id fits its country's rule; else why not. */
export function taxIdProblem(country: SignUpCountry, value: string): TaxIdProblem | null {
  const id = normalizeTaxId(value);
  if (id === '') return 'required';
  if (value.length > TAX_ID_MAX_INPUT_LENGTH) return 'invalid';
  const rule: TaxIdRule = TAX_ID_RULES[country];
  const pattern = rule.kind === 'numeric' ? /^[0-9]+$/ : /^[A-Z0-9]+$/;
  // An RFC's letters include Ñ and &.
  const shaped = country === 'MX' ? /^[A-ZÑ&0-9]+$/.test(id) : pattern.test(id);
  if (!shaped || id.length !== rule.length) return 'invalid';
  return isRealTaxId(country, id) ? null : 'notReal';
}
