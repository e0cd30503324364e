// The countries a company can apply from (spec part 2 §1: the card markets with a tax-id rule
// below). GB is the United Kingdom's ISO code; the spec's "UK" product is GB here.

export const SIGN_UP_COUNTRIES = ['US', 'MX', 'BR', 'CO', 'CA', 'GB'] as const;
export type SignUpCountry = (typeof SIGN_UP_COUNTRIES)[number];

export function isSignUpCountry(value: string): value is SignUpCountry {
  return (SIGN_UP_COUNTRIES as readonly string[]).includes(value);
}
