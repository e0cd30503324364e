// A landlord's RFC on /payrent (issue 35), checked the same on the page and on the server.
// validate-rfc (2 KB, no dependencies, no engines limit: Node 20 is fine) checks the letters,
// the SAT's words that are never issued and the check digit; @nodecfdi/rfc would bring
// luxon (about 24 KB gzip) into the rent page, over its budget. The shape and
// the date are rfc.ts's (validate-rfc reads the date with `new Date`, which rolls 30 February
// into March).
import validateRfc from 'validate-rfc';
import { isRealDate, RFC_SHAPE } from './rfc';

/** Why a landlord's RFC is not one the SAT could have issued (each worded for the user). */
export type LandlordRfcProblem =
  'required' | 'personLength' | 'companyLength' | 'format' | 'date' | 'checkDigit';

/**
 * Null when `value` is the RFC of a landlord of this kind: 13 characters for a person, 12 for
 * a company, its date a real date and its check digit the one the SAT's algorithm gives. The
 * generic RFCs (the general public's, a foreigner's) name no landlord and are refused.
 */
export function landlordRfcProblem(
  value: string,
  kind: 'person' | 'company',
): LandlordRfcProblem | null {
  const rfc = value.trim().toUpperCase();
  if (rfc === '') return 'required';
  if (rfc.length !== (kind === 'person' ? 13 : 12)) {
    return kind === 'person' ? 'personLength' : 'companyLength';
  }
  const [, name = '', year = '', month = '', day = ''] = RFC_SHAPE.exec(rfc) ?? [];
  if (name === '') return 'format';
  if (!isRealDate(year, month, day)) return 'date';
  const checked = validateRfc(rfc);
  if (checked.isValid) return checked.type === kind ? null : 'format';
  if (checked.errors?.includes('INVALID_VERIFICATION_DIGIT') === true) return 'checkDigit';
  return 'format';
}
