import { randomInt } from 'node:crypto';
import type { IssuerName } from './card-issuer.js';

/** Each issuer's test range, as their sandboxes hand out (16 digits). */
const BINS: Record<IssuerName, string> = {
  stripe: '400000',
  tutuka: '401200',
  marqeta: '511111',
  galileo: '438857',
};

const randomDigits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // From the right, every second digit is doubled.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

export const passesLuhn = (number: string) =>
  /^[0-9]{13,19}$/.test(number) && luhnSum(number) % 10 === 0;

/**
 * A 16-digit number in the issuer's range that passes the Luhn check. With `lastFour`, it ends
 * in those digits (seeded cards) and the digit before them makes the sum right.
 */
export function newCardNumber(issuer: IssuerName, lastFour?: string): string {
  if (lastFour === undefined) {
    const body = BINS[issuer] + randomDigits(9);
    const check = (10 - (luhnSum(`${body}0`) % 10)) % 10;
    return `${body}${check}`;
  }
  const head = BINS[issuer] + randomDigits(5);
  for (let free = 0; free < 10; free += 1) {
    const candidate = `${head}${free}${lastFour}`;
    if (passesLuhn(candidate)) return candidate;
  }
  // Unreachable: the free digit's doubled or plain value runs through every residue.
  throw new Error('no Luhn digit');
}

export const newCvc = (issuer: IssuerName) => randomDigits(issuer === 'galileo' ? 4 : 3);
