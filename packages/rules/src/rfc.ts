// The RFC (Mexico's tax id) as the SAT issues it, from @nodecfdi/rfc, which keeps the SAT's
// rules: 3 letters for a company or 4 for a person (Ñ and & among them), a real date, and a
// 3-character homoclave.
import { Rfc } from '@nodecfdi/rfc';
import { RFC_MAX_LENGTH, RFC_MIN_LENGTH } from './sat';

export type RfcProblem = 'required' | 'length' | 'invalid';

/** Null when `value` is an RFC (a company's when `kind` says so); else why not. */
export function rfcProblem(value: string, kind: 'any' | 'company' = 'any'): RfcProblem | null {
  const rfc = value.trim().toUpperCase();
  if (rfc === '') return 'required';
  if (rfc.length < RFC_MIN_LENGTH || rfc.length > RFC_MAX_LENGTH) return 'length';
  const parsed = Rfc.parseOrNull(rfc);
  if (parsed === null) return 'invalid';
  return kind === 'company' && !parsed.isMoral() ? 'invalid' : null;
}

/** Why a landlord's RFC is not one the SAT could have issued (each worded for the user). */
export type LandlordRfcProblem =
  | 'required'
  | 'personLength'
  | 'companyLength'
  | 'format'
  | 'date'
  | 'checkDigit';

const RFC_PARTS = /^([A-ZÑ&]{3,4})(\d{6})([A-Z\d]{2})([A\d])$/u;

/**
 * Null when `value` is the RFC of a landlord of this kind: 13 characters for a person, 12 for
 * a company, its date a real date and its check digit the one the SAT's algorithm gives
 * (@nodecfdi/rfc's parser checks the date, its doesCheckSumMatch the digit).
 */
export function landlordRfcProblem(
  value: string,
  kind: 'person' | 'company',
): LandlordRfcProblem | null {
  const rfc = value.trim().toUpperCase();
  if (rfc === '') return 'required';
  const length = kind === 'person' ? 13 : 12;
  if (rfc.length !== length) return kind === 'person' ? 'personLength' : 'companyLength';
  if (!RFC_PARTS.test(rfc)) return 'format';
  const parsed = Rfc.parseOrNull(rfc);
  // The parts are right (tested above): what the parser refuses now is the date.
  if (parsed === null) return 'date';
  return parsed.doesCheckSumMatch() ? null : 'checkDigit';
}
