// Mexico's CLABE (18 digits: a bank's code, a city's code, the account and a control digit), from
// clabe-validator, which keeps Banxico's participant banks and the cities (plazas) as they
// change, and computes the control digit.
import { clabe } from 'clabe-validator';

/** The control digit of a CLABE's first 17 digits. */
export function clabeCheckDigit(first17: string): number {
  return clabe.computeChecksum(first17.slice(0, 17)) ?? Number.NaN;
}

/** 18 digits whose last is the control digit of the first 17 (bank and city aside). */
export function isClabe(value: string): boolean {
  return /^[0-9]{18}$/.test(value) && clabeCheckDigit(value) === Number(value[17]);
}

/** The bank a CLABE's first three digits name, or null when no bank uses that code. */
export function mexicanBankOf(clabeNumber: string): string | null {
  if (!/^[0-9]{3}/.test(clabeNumber)) return null;
  const code = Number(clabeNumber.slice(0, 3));
  const name = clabe.banksMap[code]?.name;
  // The table marks 999 ("N/A") as a placeholder, not a bank.
  return name === undefined || name === 'N/A' ? null : name;
}

/** Whether a CLABE's digits 4 to 6 are the code of a city (plaza) Banxico lists. */
export function isClabeCity(clabeNumber: string): boolean {
  return /^[0-9]{18}$/.test(clabeNumber) && clabe.validate(clabeNumber).valid.city;
}
