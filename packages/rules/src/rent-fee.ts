// Rent by card (issue 35): the fee a card holder sees before paying a landlord, the same on the
// review page and on the server that charges it. Integer minor units throughout.

/** The card fee on rent, in basis points of the rent: 2.99%. */
export const RENT_FEE_BP = 299;

/** The largest rent one payment may be: 100,000.00 in the currency's minor units (two digits). */
export const RENT_MAX_MINOR = 10_000_000;

/** The fee on `amountMinor` at `feeBp` basis points, rounded half up to the minor unit. */
export function rentFeeOf(amountMinor: number, feeBp: number = RENT_FEE_BP): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return 0;
  // Whole numbers only: amount × bp stays exact below 2^53 for any rent under RENT_MAX_MINOR.
  return Math.floor((amountMinor * feeBp + 5_000) / 10_000);
}

/** What the card is charged: the rent and its fee. */
export function rentChargeOf(amountMinor: number, feeBp: number = RENT_FEE_BP) {
  const fee = rentFeeOf(amountMinor, feeBp);
  return { amount: amountMinor, fee, total: amountMinor + fee };
}
