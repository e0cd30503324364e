import type { components, BankLinkingLogEvent } from '@outlay/api-client/schema';
import type { BankDetails, BankLinkingCountry, BankLinkingProvider } from '@outlay/rules';
import type { Db } from '../db/db.js';
import type { MessageKey } from '../i18n/messages.js';

export type { BankLinkingLogEvent } from '@outlay/api-client/schema';

export type { BankLinkingCountry, BankLinkingProvider };
export type LinkedAccountType = components['schemas']['LinkedBankAccount']['type'];
export type LinkedAccountSubtype = components['schemas']['LinkedBankAccount']['accountType'];

/** An account as the provider describes it once the user shared it ("auth": full numbers). */
export interface ProviderAccount {
  id: string;
  name: string;
  type: LinkedAccountType;
  accountType: LinkedAccountSubtype;
  currency: string;
  /** The number the bank shows, in full. */
  accountNumber: string;
  /** The account's numbers by its country's rules; null where AutoPay has no scheme (BR, CO). */
  details: BankDetails | null;
}

/** A bank linked for a customer (Plaid's "item"), as the exchange answers it. */
export interface ProviderLink {
  itemId: string;
  accessToken: string;
  provider: BankLinkingProvider;
  country: BankLinkingCountry;
  institution: { id: string; name: string };
  consentExpiresAt: Date;
}

/** What the widget tells Outlay as the user goes (the provider's events, sent on as webhooks). */
export interface ProviderEvent {
  companyId: number;
  userId: number | null;
  provider: BankLinkingProvider;
  event: BankLinkingLogEvent;
  succeed: boolean;
  institutionName: string | null;
  failure: MessageKey | null;
}

/**
 * Outlay's calls to a bank-linking provider (spec part 1 §7: link tokens, access tokens,
 * accounts summary, logs). One adapter answers for Plaid, Flinks and Belvo; its default is a
 * local sandbox that behaves like them.
 */
export interface BankLinkingAdapter {
  /** A token that opens the widget for a new bank, or for re-authorising `itemId`. */
  createLinkToken(request: {
    companyId: number;
    userId: number;
    provider: BankLinkingProvider;
    country: BankLinkingCountry;
    itemId: string | null;
  }): Promise<{ linkToken: string; expiresAt: Date }>;
  /** The link behind a public token, once, for the company that opened the widget. */
  exchangePublicToken(publicToken: string, companyId: number): Promise<ProviderLink | null>;
  /** The accounts the user shared, with their numbers. */
  accounts(accessToken: string): Promise<ProviderAccount[]>;
  /** Subscribes to the widget's events; the listener runs in the provider call's transaction. */
  onEvent(listener: (tx: Db, event: ProviderEvent) => Promise<void>): void;
}
