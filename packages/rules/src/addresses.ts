// A business or residential address, checked per country (spec part 2 §3, §5: line 1, line 2,
// unit, country, county, state, city, postal code; "postal code valid"). Each country says
// whether its state (province, department) is required and what its postal codes look like.
import { postcodeValidator } from 'postcode-validator';
import type { SignUpCountry } from './sign-up-countries';

export interface Address {
  line1: string;
  line2: string;
  unit: string;
  country: string;
  county: string;
  state: string;
  city: string;
  postalCode: string;
}

export type AddressField = Exclude<keyof Address, 'country'>;

export const ADDRESS_LINE_MAX_LENGTH = 100;
export const ADDRESS_SHORT_MAX_LENGTH = 50;

interface AddressRule {
  /** What a postal code must look like; postcode-validator's own pattern is checked as well. */
  postalCode: RegExp;
  /** An example the form shows as the postal code's description. */
  postalCodeExample: string;
  stateRequired: boolean;
  /** The states, provinces or departments an applicant picks from, by code. */
  states: readonly string[];
}

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
] as const;
export const CA_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export const MX_STATES = [
  'AGU',
  'BCN',
  'BCS',
  'CAM',
  'CHH',
  'CHP',
  'CMX',
  'COA',
  'COL',
  'DUR',
  'GRO',
  'GUA',
  'HID',
  'JAL',
  'MEX',
  'MIC',
  'MOR',
  'NAY',
  'NLE',
  'OAX',
  'PUE',
  'QUE',
  'ROO',
  'SIN',
  'SLP',
  'SON',
  'TAB',
  'TAM',
  'TLA',
  'VER',
  'YUC',
  'ZAC',
] as const;
export const BR_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export const CO_DEPARTMENTS = [
  'AMA',
  'ANT',
  'ARA',
  'ATL',
  'BOL',
  'BOY',
  'CAL',
  'CAQ',
  'CAS',
  'CAU',
  'CES',
  'CHO',
  'COR',
  'CUN',
  'DC',
  'GUA',
  'GUV',
  'HUI',
  'LAG',
  'MAG',
  'MET',
  'NAR',
  'NSA',
  'PUT',
  'QUI',
  'RIS',
  'SAP',
  'SAN',
  'SUC',
  'TOL',
  'VAC',
  'VAU',
  'VID',
] as const;

export const ADDRESS_RULES = {
  // ZIP or ZIP+4.
  US: {
    postalCode: /^\d{5}(-\d{4})?$/,
    postalCodeExample: '94105',
    stateRequired: true,
    states: US_STATES,
  },
  // Código postal: 5 digits.
  MX: { postalCode: /^\d{5}$/, postalCodeExample: '06600', stateRequired: true, states: MX_STATES },
  // CEP: 8 digits, usually 00000-000.
  BR: {
    postalCode: /^\d{5}-?\d{3}$/,
    postalCodeExample: '01310-100',
    stateRequired: true,
    states: BR_STATES,
  },
  // Código postal: 6 digits.
  CO: {
    postalCode: /^\d{6}$/,
    postalCodeExample: '110111',
    stateRequired: true,
    states: CO_DEPARTMENTS,
  },
  // A1A 1A1 (no D, F, I, O, Q or U; no W or Z first).
  CA: {
    postalCode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    postalCodeExample: 'K1A 0B1',
    stateRequired: true,
    states: CA_PROVINCES,
  },
  // UK postcode: outward code (A9, A99, AA9, AA99, A9A, AA9A), then 9AA.
  GB: {
    postalCode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
    postalCodeExample: 'SW1A 1AA',
    stateRequired: false,
    states: [],
  },
} as const satisfies Record<SignUpCountry, AddressRule>;

export type AddressProblem = 'required' | 'invalid' | 'tooLong';

/**
 * A postal code of `country`: US ZIP (or ZIP+4), Canadian A1A 1A1, UK postcode, Mexican
 * código postal, Brazilian CEP, Colombian código postal. The maintained postcode-validator
 * library keeps each country's pattern; ours narrows it to the form the issuers accept (the
 * Canadian letters a postcode never uses, the ZIP+4 hyphen).
 */
export function isPostalCode(country: SignUpCountry, postalCode: string): boolean {
  const code = postalCode.trim();
  return postcodeValidator(code, country) && ADDRESS_RULES[country].postalCode.test(code);
}

/** The fields of an address that break its country's rule, and how. Empty when it is valid. */
export function addressProblems(
  country: SignUpCountry,
  address: Omit<Address, 'country'>,
): Partial<Record<AddressField, AddressProblem>> {
  const rule: AddressRule = ADDRESS_RULES[country];
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const required: AddressField[] = ['line1', 'city', 'postalCode'];
  if (rule.stateRequired) required.push('state');
  for (const field of required) {
    if (address[field].trim() === '') problems[field] = 'required';
  }
  const limits: Record<AddressField, number> = {
    line1: ADDRESS_LINE_MAX_LENGTH,
    line2: ADDRESS_LINE_MAX_LENGTH,
    unit: ADDRESS_SHORT_MAX_LENGTH,
    county: ADDRESS_SHORT_MAX_LENGTH,
    state: ADDRESS_SHORT_MAX_LENGTH,
    city: ADDRESS_SHORT_MAX_LENGTH,
    postalCode: 12,
  };
  for (const [field, limit] of Object.entries(limits) as [AddressField, number][]) {
    if (!problems[field] && address[field].length > limit) problems[field] = 'tooLong';
  }
  if (!problems.postalCode && !isPostalCode(country, address.postalCode)) {
    problems.postalCode = 'invalid';
  }
  if (!problems.state && address.state !== '' && rule.states.length > 0) {
    if (!rule.states.includes(address.state)) problems.state = 'invalid';
  }
  return problems;
}
