// Where a physical card can be shipped: the countries the spec names (part 1 §1: the card
// markets US, UK, Europe, Mexico, Brazil, Colombia and Canada; part 2 §9's country codes add
// Peru, Chile, Argentina, Uruguay and Honduras), by ISO 3166-1 alpha-2 code, which is
// what the card-order contract carries. Their names come from the browser's Intl.DisplayNames
// (CLDR), in the reader's language.
import { EURO_AREA_COUNTRIES } from './euro-area';

export const SHIPPING_COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'CO',
  'PE',
  'CL',
  'AR',
  'UY',
  'HN',
  'GB',
  ...EURO_AREA_COUNTRIES,
];

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export function isShippingCountry(value: string): value is ShippingCountry {
  return SHIPPING_COUNTRIES.includes(value);
}
