import { Rfc } from '@nodecfdi/rfc';
import { describe, expect, it } from 'vitest';
import { rfcProblem } from './rfc';

/** What @nodecfdi/rfc, which keeps the SAT's rules, says of `value`, in rfcProblem's words. */
function libraryProblem(value: string, kind: 'any' | 'company' = 'any') {
  const parsed = Rfc.parseOrNull(value.trim().toUpperCase());
  if (parsed === null) return 'invalid';
  return kind === 'company' && !parsed.isMoral() ? 'invalid' : null;
}

describe('the RFC (@nodecfdi/rfc)', () => {
  it.each(['ÑAÑ840101A12', 'AB&010203AB1', 'CAL190312AB4', 'cal190312ab4', 'GODE561231GR8'])(
    'takes %s',
    (rfc) => {
      expect(rfcProblem(rfc)).toBeNull();
    },
  );

  it.each([
    ['', 'required'],
    ['CAL19', 'length'],
    ['ABC991332AB1', 'invalid'],
    ['ABC000230AB1', 'invalid'],
    ['123456789012', 'invalid'],
  ] as const)('refuses %j: %s', (rfc, problem) => {
    expect(rfcProblem(rfc)).toBe(problem);
  });

  it('takes only a company’s 12 characters where a company is asked for', () => {
    expect(rfcProblem('GODE561231GR8', 'company')).toBe('invalid');
    expect(rfcProblem('CAL190312AB4', 'company')).toBeNull();
  });

  it('agrees with @nodecfdi/rfc on every day of a leap and a common year, and on each shape', () => {
    const values: string[] = [];
    for (const year of ['00', '84', '99', '19'])
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1) {
          const date = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
          values.push(`CAL${date}AB4`, `GODE${date}GR8`);
        }
    values.push('ÑAÑ840101A12', 'AB&010203AB1', 'AB1010203AB1', 'CAL190312ABB', 'CAL190312a_4');
    values.push('CALA190312AB', 'CA1190312AB4', 'CAL19031AAB4', 'GODE561231GRA', 'GODE561231GR');
    for (const value of values) {
      for (const kind of ['any', 'company'] as const) {
        expect([value, kind, rfcProblem(value, kind)]).toEqual([
          value,
          kind,
          value.length === 12 || value.length === 13 ? libraryProblem(value, kind) : 'length',
        ]);
      }
    }
  });
});
