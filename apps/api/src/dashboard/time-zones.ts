import type { components } from '@outlay/api-client/schema';

type CardServiceType = components['schemas']['CardServiceType'];

/**
 * The time zone a company's days are counted in: its card service's (spec part 1 §9). The
 * web app formats dates with the same table (apps/web/src/lib/format/dates.ts), so "today"
 * and "last 30 days" mean the same days on both sides.
 */
export const CARD_SERVICE_TIME_ZONES: Record<CardServiceType, string> = {
  'stripe-us': 'America/New_York',
  'stripe-uk': 'Europe/London',
  'stripe-eur': 'Africa/Tunis',
  tutuka: 'America/Mexico_City',
  'tutuka-brazil': 'America/Sao_Paulo',
  'tutuka-colombia': 'America/Bogota',
  'marqeta-canada': 'America/Winnipeg',
  'marqeta-canada-usd': 'America/Winnipeg',
  'marqeta-us': 'America/New_York',
  galileo: 'America/New_York',
};
