// How a phone number is shown where a code goes to it (spec part 1 §4.5): the first 3 and the
// last 2 digits of the national number. The country calling code is kept apart, not counted
// among the 3: +1 415 555 0195 shows as "+1 415*****95", never "141******95".

export interface PhoneNumber {
  /** The calling code as stored ("+1", "52"), or none. */
  countryCallingCode: string | null;
  /** The national number, in any punctuation. */
  phoneNumber: string;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The national number's digits with all but the first 3 and the last 2 hidden. */
export function maskNationalNumber(nationalNumber: string): string {
  const digits = digitsOf(nationalNumber);
  if (digits.length <= 5) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}

/** "+1 415*****95": the calling code in full, then the masked national number. */
export function maskPhone(phone: PhoneNumber): string {
  const callingCode = digitsOf(phone.countryCallingCode ?? '');
  const masked = maskNationalNumber(phone.phoneNumber);
  return callingCode === '' ? masked : `+${callingCode} ${masked}`;
}
