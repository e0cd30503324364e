// Check digits of the bank identifiers that carry one: a typo is caught in the browser before it
// reaches a bank, and the server refuses the same numbers.

const isDigits = (value: string, length: number) =>
  value.length === length && /^[0-9]+$/.test(value);

/**
 * An ABA routing transit number (US): nine digits whose weighted sum, with the weights
 * 3, 7, 1 repeated, is a multiple of ten.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!isDigits(value, 9)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    sum += Number(value[index]) * (weights[index % 3] ?? 0);
  }
  return sum % 10 === 0;
}
