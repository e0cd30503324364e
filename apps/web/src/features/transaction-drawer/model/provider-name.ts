// Cashback, adjustment and settlement items come from the card programme, not a merchant: the
// drawer's header names the company's card provider instead (spec part 2 §2.2).
import type { CardServiceType } from '@outlay/api-client';

const PROVIDERS: Record<CardServiceType, string> = {
  'stripe-us': 'Stripe',
  'stripe-uk': 'Stripe',
  'stripe-eur': 'Stripe',
  tutuka: 'Tutuka',
  'tutuka-brazil': 'Tutuka',
  'tutuka-colombia': 'Tutuka',
  'marqeta-canada': 'Marqeta',
  'marqeta-canada-usd': 'Marqeta',
  'marqeta-us': 'Marqeta',
  galileo: 'Galileo',
};

export const providerNameOf = (cardServiceType: CardServiceType) => PROVIDERS[cardServiceType];
