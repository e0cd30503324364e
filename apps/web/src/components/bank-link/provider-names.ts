import type { BankLinkingProvider } from '@outlay/rules';

/** The bank-linking providers by the names their users know them. */
export const PROVIDER_NAMES = {
  plaid: 'Plaid',
  flinks: 'Flinks',
  belvo: 'Belvo',
} as const satisfies Record<BankLinkingProvider, string>;
