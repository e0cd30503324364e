// The company's addresses (issue 36, /settings/addresses): its legal address, where it
// physically is, and where its cards ship. Each is an address of a sign-up country with that
// country's fields (addresses.ts); a Mexican address also names its colonia, which the
// address's `county` holds, as Mexican post and the card bureaus need it with the código postal.
import { type Address, type AddressField, type AddressProblem, addressProblems } from './addresses';
import { isSignUpCountry, SIGN_UP_COUNTRIES, type SignUpCountry } from './sign-up-countries';

export const COMPANY_ADDRESS_KINDS = ['legal', 'physical', 'shipping'] as const;
export type CompanyAddressKind = (typeof COMPANY_ADDRESS_KINDS)[number];

/** The countries a company address can be in: those whose fields the rules know. */
export const COMPANY_ADDRESS_COUNTRIES: readonly SignUpCountry[] = SIGN_UP_COUNTRIES;

/** Whether `country` asks for a colonia (the `county` field) as part of its addresses. */
export const asksColonia = (country: string) => country === 'MX';

export type CompanyAddressProblems = Partial<Record<keyof Address, AddressProblem>>;

/** What breaks a company address, field by field; empty when it is valid. */
export function companyAddressProblems(address: Address): CompanyAddressProblems {
  const country = address.country.trim().toUpperCase();
  if (!isSignUpCountry(country)) {
    return { country: country === '' ? 'required' : 'invalid' };
  }
  const { country: _country, ...fields } = address;
  const problems: Partial<Record<AddressField, AddressProblem>> = addressProblems(country, fields);
  if (asksColonia(country) && !problems.county && address.county.trim() === '') {
    problems.county = 'required';
  }
  return problems;
}

/** The address as it is kept: each field trimmed, the country and postal code in capitals. */
export function tidyCompanyAddress(address: Address): Address {
  return {
    line1: address.line1.trim(),
    line2: address.line2.trim(),
    unit: address.unit.trim(),
    county: address.county.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    postalCode: address.postalCode.trim().toUpperCase(),
    country: address.country.trim().toUpperCase(),
  };
}
