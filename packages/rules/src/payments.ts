// Bank transfer rules (spec part 2 §5): a reference number is required, numeric only, does not
// start with 0 and has at most 7 digits; the amount is greater than 0; beneficiary name, bank
// name and description are required. The web form and the server judge a transfer with these.

export const REFERENCE_NUMBER_MAX_DIGITS = 7;
/** STP's concepto (the description) and nombreBeneficiario take 40 characters. */
export const TRANSFER_DESCRIPTION_MAX_LENGTH = 40;

export type ReferenceNumberProblem = 'required' | 'format';

/** What is wrong with a reference number, or null. */
export function referenceNumberProblem(value: string): ReferenceNumberProblem | null {
  if (value.trim() === '') return 'required';
  return /^[1-9][0-9]{0,6}$/.test(value) ? null : 'format';
}

/** An amount in minor units a transfer may carry: a whole number greater than 0. */
export function isTransferAmount(amountMinor: number): boolean {
  return Number.isSafeInteger(amountMinor) && amountMinor > 0;
}
