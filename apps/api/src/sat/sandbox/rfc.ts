import { createHash } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789';

/**
 * A company's RFC made from its name, the way the SAT builds one (three letters of the name,
 * a date of incorporation, a three-character homoclave), the same for the same name. For demo
 * issuers only: a real RFC comes from the taxpayer.
 */
export function sandboxRfc(name: string): string {
  const letters = name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  const digest = createHash('sha256').update(`rfc:${name}`).digest();
  const year = (digest.readUInt8(0) % 25) + 1;
  const month = (digest.readUInt8(1) % 12) + 1;
  const day = (digest.readUInt8(2) % 28) + 1;
  const homoclave = [3, 4, 5].map((i) => ALPHANUMERIC[digest.readUInt8(i) % ALPHANUMERIC.length]);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${letters.padEnd(3, 'X').slice(0, 3)}${two(year)}${two(month)}${two(day)}${homoclave.join('')}`;
}

/**
 * RFCs the sandbox SAT refuses: the generic RFCs for the general public (XAXX010101000) and
 * for foreigners (XEXX010101000) have no CIEC of their own.
 */
export const isRefusedBySandbox = (rfc: string) => /^X[AE]XX/i.test(rfc);
