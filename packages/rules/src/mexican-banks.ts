// Mexico's banks by the CLABE's first three digits (Banxico's participant codes), from
// clabe-validator, which keeps the table as banks join and leave the payment system.
import { clabe } from 'clabe-validator';

/** The bank a CLABE's first three digits name, or null when no bank uses that code. */
export function mexicanBankOf(clabeNumber: string): string | null {
  if (!/^[0-9]{3}/.test(clabeNumber)) return null;
  const code = Number(clabeNumber.slice(0, 3));
  const name = clabe.banksMap[code]?.name;
  // The table marks 999 ("N/A") as a placeholder, not a bank.
  return name === undefined || name === 'N/A' ? null : name;
}
