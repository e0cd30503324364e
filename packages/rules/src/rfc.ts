// The RFC (Mexico's tax id) as the SAT issues it: 3 letters for a company or 4 for a person (Ñ
// and & among them), a real date, and a 3-character homoclave. These are @nodecfdi/rfc's checks
// (`Rfc.parseOrNull`), written out here because that library reads the date with luxon, some
// 22 KB of the SAT page's and the sign-up wizard's JavaScript; rfc.test.ts holds the two
// equal on every shape and date.
import { RFC_MAX_LENGTH, RFC_MIN_LENGTH } from './sat';

export type RfcProblem = 'required' | 'length' | 'invalid';

/** An RFC's parts: the letters, then the date's year, month and day, then the homoclave. */
export const RFC_SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})[A-Z\d]{2}[A\d]$/u;

/** A real day of 20yy, as the library reads the date (`00` is 2000, a leap year). */
export function isRealDate(year: string, month: string, day: string): boolean {
  const [y, m, d] = [2000 + Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && d >= 1 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Null when `value` is an RFC (a company's when `kind` says so); else why not. */
export function rfcProblem(value: string, kind: 'any' | 'company' = 'any'): RfcProblem | null {
  const rfc = value.trim().toUpperCase();
  if (rfc === '') return 'required';
  if (rfc.length < RFC_MIN_LENGTH || rfc.length > RFC_MAX_LENGTH) return 'length';
  const [, name = '', year = '', month = '', day = ''] = RFC_SHAPE.exec(rfc) ?? [];
  if (name === '' || !isRealDate(year, month, day)) return 'invalid';
  // A company's RFC is 12 characters (3 letters), a person's 13.
  return kind === 'company' && rfc.length !== 12 ? 'invalid' : null;
}
