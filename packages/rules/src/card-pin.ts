// A physical card's PIN (spec part 2 §5, §9): required, confirmed, exactly four digits, and
// strong. The spec names "strong" without defining it; as issuers do, we refuse the PINs people
// guess first: one digit repeated (1111) and runs up or down (1234, 9876, 8901).

export const CARD_PIN_LENGTH = 4;

/**
 * What is wrong with a PIN and its confirmation, first problem first, or null when it may be
 * set. `length` is 'The pin must be 4 characters.', `weak` is 'Please set strong PIN.'.
 */
export type CardPinProblem = 'pinRequired' | 'confirmRequired' | 'length' | 'mismatch' | 'weak';

const fourDigits = new RegExp(`^[0-9]{${CARD_PIN_LENGTH}}$`);

/** One digit repeated, or each digit one more (or one less) than the last, wrapping 9 to 0. */
export function isWeakCardPin(pin: string): boolean {
  const digits = Array.from(pin.matchAll(/[0-9]/g), (match) => Number(match[0]));
  const steps = digits.slice(1).map((digit, index) => (digit - (digits[index] ?? 0) + 10) % 10);
  const [first] = steps;
  return first !== undefined && (first === 0 || first === 1 || first === 9)
    ? steps.every((step) => step === first)
    : false;
}

export function cardPinProblem(pin: string, confirmPin: string): CardPinProblem | null {
  if (pin === '') return 'pinRequired';
  if (!fourDigits.test(pin)) return 'length';
  if (confirmPin === '') return 'confirmRequired';
  if (confirmPin !== pin) return 'mismatch';
  if (isWeakCardPin(pin)) return 'weak';
  return null;
}
