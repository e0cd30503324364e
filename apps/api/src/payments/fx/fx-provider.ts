/** What the FX provider is asked: how much of `targetCurrency` the recipient is to get. */
export interface FxQuoteRequest {
  sourceCurrency: string;
  targetCurrency: string;
  /** Minor units of the target currency (its exponent from the one currency table). */
  targetAmountMinor: number;
}

/** Why the provider gives no quote, as a code our messages word (`payments.fx.<code>`). */
export type FxRefusal = 'currencyUnavailable' | 'marketClosed';

/** The provider's price: a rate, the source amount it buys the target with, a fee, an expiry. */
export interface FxPrice {
  providerQuoteId: string;
  /** Target units for one source unit, a decimal text as the provider states it. */
  rate: string;
  /** Minor units of the source currency, the converted amount without the fee. */
  sourceAmountMinor: number;
  /** Minor units of the source currency, on top of the converted amount. */
  feeMinor: number;
  expiresAt: Date;
}

export type FxAnswer = { quoted: true; price: FxPrice } | { quoted: false; reason: FxRefusal };

/**
 * An FX provider (route-fusion's quotes): a price good until its expiry; after that the
 * payment needs a new one.
 */
export interface FxProvider {
  quote(request: FxQuoteRequest): Promise<FxAnswer>;
}
