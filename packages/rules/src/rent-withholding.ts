// Rent paid by a Mexican company in MXN (issue 35): the IVA on a commercial property and what
// the company withholds when its landlord is a person (persona física). The same arithmetic on
// the form, on the review page and on the server that charges it: integer centavos, each tax
// the base times the rate the CFDI writes (TasaOCuota, six decimals), rounded half up to the
// centavo, as a CFDI computes its Importe. The landlord is paid the net; the company declares
// and pays the withheld ISR and IVA to the SAT itself.
import { RENT_FEE_BP, rentFeeOf } from './rent-fee';

/** Who the landlord is for the SAT: a person (persona física) or a company (persona moral). */
export type LandlordKind = 'person' | 'company';
/** Commercial (local comercial, oficina) carries IVA; a home (casa habitación) is exempt. */
export type PropertyUse = 'commercial' | 'residential';

export interface RentTaxTerms {
  landlordKind: LandlordKind;
  propertyUse: PropertyUse;
}

/** The CFDI's rates in millionths (TasaOCuota 0.160000, 0.100000, 0.106667). */
export const RENT_TAX_RATES_PPM = {
  /** IVA transferred on a commercial rent. */
  iva: 160_000,
  /** ISR withheld from a person's rent. */
  isrWithheld: 100_000,
  /** Two-thirds of the IVA, withheld from a person's commercial rent. */
  ivaWithheld: 106_667,
} as const;

const MILLION = 1_000_000;

/** `base` × `ppm` millionths, rounded half up to the centavo (exact below 2^53 for any rent). */
export function rentTaxOf(baseMinor: number, ppm: number): number {
  if (!Number.isSafeInteger(baseMinor) || baseMinor <= 0) return 0;
  return Math.floor((baseMinor * ppm + MILLION / 2) / MILLION);
}

/** What the landlord's CFDI shows and the landlord is paid, in centavos. */
export interface RentTaxes {
  iva: number;
  isrWithheld: number;
  ivaWithheld: number;
  /** The rent and its IVA less what is withheld: the landlord's payout and the CFDI's Total. */
  net: number;
}

/** The taxes of `rentMinor` for these terms; without terms (not a Mexican rent), none. */
export function rentTaxesOf(rentMinor: number, terms: RentTaxTerms | null): RentTaxes {
  const rent = Number.isSafeInteger(rentMinor) && rentMinor > 0 ? rentMinor : 0;
  const commercial = terms?.propertyUse === 'commercial';
  const person = terms?.landlordKind === 'person';
  const iva = commercial ? rentTaxOf(rent, RENT_TAX_RATES_PPM.iva) : 0;
  const isrWithheld = person ? rentTaxOf(rent, RENT_TAX_RATES_PPM.isrWithheld) : 0;
  const ivaWithheld = person && commercial ? rentTaxOf(rent, RENT_TAX_RATES_PPM.ivaWithheld) : 0;
  return { iva, isrWithheld, ivaWithheld, net: rent + iva - isrWithheld - ivaWithheld };
}

/** The whole breakdown: the rent, its taxes, the net to the landlord, the card fee and the charge. */
export interface RentBreakdown extends RentTaxes {
  amount: number;
  /** The card fee, on what the card pays (the net). */
  fee: number;
  /** What the card is charged: the net and its fee. */
  total: number;
}

export function rentBreakdownOf(
  rentMinor: number,
  terms: RentTaxTerms | null,
  feeBp: number = RENT_FEE_BP,
): RentBreakdown {
  const amount = Number.isSafeInteger(rentMinor) && rentMinor > 0 ? rentMinor : 0;
  const taxes = rentTaxesOf(amount, terms);
  const fee = rentFeeOf(taxes.net, feeBp);
  return { amount, ...taxes, fee, total: taxes.net + fee };
}

/** Whether a company's rent carries IVA and withholding: a Mexican company paying in MXN. */
export const rentHasMexicanTaxes = (countryCode: string, currency: string) =>
  countryCode === 'MX' && currency === 'MXN';
