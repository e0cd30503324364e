// The cross-border block (spec part 2 §2.2, §9): two Stripe variants and a Brazil variant.
import type { CardServiceType, CardTransactionDetails as Details } from '@outlay/api-client';

export type CrossBorder =
  /** Stripe, a purchase in another currency: the local amount exchanged, and the fee. */
  | {
      variant: 'stripeExchanged';
      local: { amount: number; currency: string };
      rate: number | null;
      exchanged: number;
      charge: number;
    }
  /** Stripe, a purchase abroad in the platform currency: nothing exchanged, but the fee. */
  | { variant: 'stripeSameCurrency'; exchanged: number; charge: number }
  /** Brazil: the merchant's charge in its currency and the rate, nothing else. */
  | { variant: 'brazil'; local: { amount: number; currency: string }; rate: number | null }
  | null;

const STRIPE: readonly CardServiceType[] = ['stripe-us', 'stripe-uk', 'stripe-eur'];

export function crossBorderOf(details: Details, cardServiceType: CardServiceType): CrossBorder {
  const { transaction } = details;
  const local =
    transaction.localCurrencyLookup !== null && transaction.localCurrencyAmount !== null
      ? {
          amount: transaction.localCurrencyAmount,
          currency: transaction.localCurrencyLookup.alphaCode,
        }
      : null;
  if (cardServiceType === 'tutuka-brazil') {
    return local ? { variant: 'brazil', local, rate: transaction.localCurrencyExchangeRate } : null;
  }
  if (!STRIPE.includes(cardServiceType)) return null;
  // Cross-border is the only fee a card transaction carries today (the contract's enum).
  const [fee] = details.transactionFees;
  if (!fee) return null;
  return local
    ? {
        variant: 'stripeExchanged',
        local,
        rate: transaction.localCurrencyExchangeRate,
        exchanged: fee.referenceBaseTransactionAmount,
        charge: fee.transactionAmountFee,
      }
    : {
        variant: 'stripeSameCurrency',
        exchanged: fee.referenceBaseTransactionAmount,
        charge: fee.transactionAmountFee,
      };
}
