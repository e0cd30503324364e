import { describe, expect, it } from 'vitest';
import { rfcProblem } from './rfc';

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
});
