// The calling codes a company's account owner may sign up with (spec part 2 §5: "Phone valid";
// part 1 §9: Colombia +57, Brazil +55, Mexico +52), and the number as the product stores it.
// Whether a number is real is libphonenumber-js's to say, in `./phone-numbers` (its metadata
// is heavy: the web loads it only where a number is typed).

export interface CallingCode {
  /** "+52" */
  code: string;
  /** The ISO country it is offered for first. */
  country: string;
}

export const CALLING_CODES = [
  { code: '+1', country: 'US' },
  { code: '+52', country: 'MX' },
  { code: '+55', country: 'BR' },
  { code: '+57', country: 'CO' },
  { code: '+44', country: 'GB' },
] as const satisfies readonly CallingCode[];

/** A number in E.164, its calling code first ("+14155550195"): the contract's pattern. */
export const E164_PHONE = /^\+[1-9][0-9]{7,14}$/;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The calling code as the product stores it ("+52"), from "52", "+52" or " +52 ". */
export function normalizeCallingCode(value: string): string {
  return `+${digitsOf(value)}`;
}

/** The national number's digits, punctuation and a leading trunk 0 aside. */
export function nationalDigits(value: string): string {
  return digitsOf(value).replace(/^0+/, '');
}
