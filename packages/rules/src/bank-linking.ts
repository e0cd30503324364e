// Which bank-linking provider connects banks of which country (spec part 2 §3): Plaid for the
// US and Canada, Flinks for Canada, Belvo for Mexico, Brazil and Colombia. The first listed is
// the one offered unless a provider is asked for by name.

export type BankLinkingProvider = 'plaid' | 'flinks' | 'belvo';

export const BANK_LINKING_PROVIDERS = {
  US: ['plaid'],
  CA: ['flinks', 'plaid'],
  MX: ['belvo'],
  BR: ['belvo'],
  CO: ['belvo'],
} as const satisfies Record<string, readonly BankLinkingProvider[]>;

export type BankLinkingCountry = keyof typeof BANK_LINKING_PROVIDERS;

export function isBankLinkingCountry(country: string): country is BankLinkingCountry {
  return Object.hasOwn(BANK_LINKING_PROVIDERS, country);
}

/** The providers that link banks of `country`, the default first; none where linking is not offered. */
export function bankLinkingProvidersFor(country: string): readonly BankLinkingProvider[] {
  return isBankLinkingCountry(country) ? BANK_LINKING_PROVIDERS[country] : [];
}

/** How long a provider's consent lasts before the link must be re-authorised. */
export const BANK_LINK_CONSENT_DAYS = 90;
