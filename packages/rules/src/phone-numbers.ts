// Whether a phone number is one its country's numbering plan can give (spec part 2 §5: "Phone
// valid"), from libphonenumber-js, which keeps every plan's lengths and prefixes as they
// change. Its metadata is heavy, so this module is not in the package's index: it is
// imported as `@outlay/rules/phone-numbers`, and the web loads it lazily where a number is
// typed (the sign-up's account step, billing's fallback dialog).
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { CALLING_CODES, E164_PHONE, normalizeCallingCode } from './calling-codes';

// Digits and the punctuation people write numbers with; letters ("1-800-FLOWERS") are not taken.
const WRITTEN_NUMBER = /^[\d\s().-]*$/;

/** True when the national number is a real one behind a calling code the sign-up offers. */
export function isPhoneNumber(callingCode: string, phoneNumber: string): boolean {
  const code = normalizeCallingCode(callingCode);
  if (!CALLING_CODES.some((entry) => entry.code === code)) return false;
  if (!WRITTEN_NUMBER.test(phoneNumber.trim())) return false;
  const parsed = parsePhoneNumberFromString(phoneNumber, { defaultCallingCode: code.slice(1) });
  return parsed?.isValid() === true;
}

/** True when an E.164 number ("+14155550195", any country) is a real one. */
export function isInternationalPhoneNumber(e164: string): boolean {
  if (!E164_PHONE.test(e164)) return false;
  return parsePhoneNumberFromString(e164)?.isValid() === true;
}
