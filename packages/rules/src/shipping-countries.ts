// Where a physical card can be shipped: the countries the spec names (part 1 §1: the card
// markets US, UK, Europe, Mexico, Brazil, Colombia and Canada; part 2 §9's country codes add
// Peru, Chile, Argentina, Uruguay and Honduras), by ISO 3166-1 alpha-2 code, which is
// what the card-order contract carries. Their names come from the browser's Intl.DisplayNames
// (CLDR), in the reader's language.

/** The euro area: the spec's "eurozone set of 19", and Croatia, which joined in 2023. */
const EURO_AREA = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

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
  ...EURO_AREA,
] as const;

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export function isShippingCountry(value: string): value is ShippingCountry {
  return (SHIPPING_COUNTRIES as readonly string[]).includes(value);
}
