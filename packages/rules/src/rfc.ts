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
