// The time zone a company's days are counted in: its card service's (spec part 1 §9). The
// server resolves date presets ("today", "last 30 days") in it and the web app shows dates in
// it, so both mean the same days. The keys are the contract's CardServiceType values: each
// side indexes this table with the generated type, so a new card service fails to typecheck
// until it has a zone here.

export const CARD_SERVICE_TIME_ZONES = {
  'stripe-us': 'America/New_York',
  'stripe-uk': 'Europe/London',
  'stripe-eur': 'Africa/Tunis',
  tutuka: 'America/Mexico_City',
  'tutuka-brazil': 'America/Sao_Paulo',
  'tutuka-colombia': 'America/Bogota',
  // "Canada Central": the IANA zone behind the old Canada/Central link.
  'marqeta-canada': 'America/Winnipeg',
  'marqeta-canada-usd': 'America/Winnipeg',
  'marqeta-us': 'America/New_York',
  galileo: 'America/New_York',
} as const satisfies Record<string, string>;

export type CardService = keyof typeof CARD_SERVICE_TIME_ZONES;

export function timeZoneOfCardService(cardService: CardService): string {
  return CARD_SERVICE_TIME_ZONES[cardService];
}
