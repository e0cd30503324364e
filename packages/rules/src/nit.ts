// Colombia's NIT check digit (DIAN's modulo 11 over the weights below). No maintained npm
// package keeps it without pulling in a whole locale toolkit, so the rule is written here and
// tested against numbers DIAN publishes.
const WEIGHTS = [71, 67, 59, 53, 47, 43, 41, 37, 29, 23, 19, 17, 13, 7, 3];

/** The check digit of a NIT's base number (up to 15 digits). */
export function nitCheckDigit(base: string): number {
  const weights = WEIGHTS.slice(WEIGHTS.length - base.length);
  let sum = 0;
  for (let index = 0; index < base.length; index += 1) {
    sum += Number(base[index]) * (weights[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

/** Digits whose last is the check digit of the others. */
export function isNit(value: string): boolean {
  if (!/^[0-9]{2,16}$/.test(value)) return false;
  return nitCheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
}
