// Phone numbers typed with their calling code (spec part 2 §5: "Phone valid"; part 1 §9:
// Colombia +57, Brazil +55, Mexico +52). Each calling code the product serves has the national
// number lengths its numbering plan uses; any other is refused.

export interface CallingCode {
  /** "+52" */
  code: string;
  /** The ISO country it is offered for first. */
  country: string;
  /** The national number's digit counts (without a trunk 0 or 1). */
  lengths: readonly number[];
}

export const CALLING_CODES = [
  // NANP: 10 digits, area code not starting with 0 or 1.
  { code: '+1', country: 'US', lengths: [10] },
  { code: '+52', country: 'MX', lengths: [10] },
  // Area code (2) and 8 or 9 digits (mobiles have 9).
  { code: '+55', country: 'BR', lengths: [10, 11] },
  // Mobiles 10 digits (3xx), landlines 10 since 2021 (60x).
  { code: '+57', country: 'CO', lengths: [10] },
  // UK national numbers without the trunk 0: 9 or 10 digits.
  { code: '+44', country: 'GB', lengths: [9, 10] },
] as const satisfies readonly CallingCode[];

export const PHONE_DIGITS_MAX = 15;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The calling code as the product stores it ("+52"), from "52", "+52" or " +52 ". */
export function normalizeCallingCode(value: string): string {
  return `+${digitsOf(value)}`;
}

/** The national number's digits, punctuation and a leading trunk 0 aside. */
export function nationalDigits(value: string): string {
  return digitsOf(value).replace(/^0+/, '');
}

/** True when the number fits the calling code's numbering plan. */
export function isPhoneNumber(callingCode: string, phoneNumber: string): boolean {
  if (/[^\d\s().-]/.test(phoneNumber.trim())) return false;
  const entry = CALLING_CODES.find((c) => c.code === normalizeCallingCode(callingCode));
  if (!entry) return false;
  const digits = nationalDigits(phoneNumber);
  if (!(entry.lengths as readonly number[]).includes(digits.length)) return false;
  // North American area codes and exchanges never start with 0 or 1.
  if (entry.code === '+1') return /^[2-9]\d{2}[2-9]/.test(digits);
  return true;
}
