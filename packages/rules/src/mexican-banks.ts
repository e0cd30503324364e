// Mexico's CLABE (18 digits: a bank's code, a city's code, the account and a control digit): the
// banks and cities from clabe-validator, which keeps Banxico's participant banks and the cities
// (plazas) as they change.
import { clabe } from 'clabe-validator';

// The control digit without the library's tables (clabe-check-digit.ts).
export { clabeCheckDigit, isClabe } from './clabe-check-digit';

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
