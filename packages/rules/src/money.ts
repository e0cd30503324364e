// Money is summed and compared in integer minor units (cents, centavos), never as floats: 0.1 +
// 0.2 is not 0.3. Each currency's minor-unit digits come from ISO 4217 as the platform's Intl
// (ICU/CLDR) keeps it, so there is one table and it is not ours to maintain.

const digitsCache = new Map<string, number>();

/** How many digits a currency's minor unit has: USD 2, JPY 0, BHD 3. */
export function minorDigitsOf(currency: string): number {
  const code = currency.toUpperCase();
  const cached = digitsCache.get(code);
  if (cached !== undefined) return cached;
  const digits = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
  }).resolvedOptions().maximumFractionDigits;
  const known = digits ?? 2;
  digitsCache.set(code, known);
  return known;
}

/**
 * An amount in minor units. A decimal text (as the database gives numeric columns) is read
 * digit by digit, so it is exact however long; a number is rounded to the nearest unit.
 */
export function toMinor(amount: string | number, currency: string): number {
  const digits = minorDigitsOf(currency);
  if (typeof amount === 'number') return Math.round(amount * 10 ** digits);
  const match = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(amount);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not an amount: "${amount}"`);
  }
  const [, sign = '', whole = '', fraction = ''] = match;
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  // Half away from zero on the first dropped digit, as a bank rounds.
  const roundUp = Number(fraction[digits] ?? '0') >= 5 ? 1 : 0;
  const units = Number(`${whole === '' ? '0' : whole}${kept}`) + roundUp;
  return sign === '-' && units !== 0 ? -units : units;
}

/** Minor units back to the amount the contract shows (a decimal number). */
export function fromMinor(units: number, currency: string): number {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a whole amount: ${units}`);
  return units / 10 ** minorDigitsOf(currency);
}
