// A CLABE's control digit, as Banxico defines it and clabe-validator computes it: written out
// here so that checking a CLABE's digits (the bulk payment's rows, the sign-up wizard's bank
// step) does not load that library's bank and city tables, some 12 KB of a page's JavaScript.
// mexican-banks.test.ts holds it equal to the library's.

const WEIGHTS = [3, 7, 1] as const;

/** The control digit of a CLABE's first 17 digits (NaN when they are not 17 digits). */
export function clabeCheckDigit(first17: string): number {
  const digits = first17.slice(0, 17);
  if (!/^[0-9]{17}$/.test(digits)) return Number.NaN;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += (Number(digits[index]) * (WEIGHTS[index % 3] ?? 0)) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** 18 digits whose last is the control digit of the first 17 (bank and city aside). */
export function isClabe(value: string): boolean {
  return /^[0-9]{18}$/.test(value) && clabeCheckDigit(value) === Number(value[17]);
}
