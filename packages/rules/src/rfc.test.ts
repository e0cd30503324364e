import { describe, expect, it } from 'vitest';
import { landlordRfcProblem, rfcProblem } from './rfc';

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

describe('a landlord’s RFC', () => {
  it.each([
    ['CACX7605101P8', 'person'],
    ['cacx7605101p8', 'person'],
    ['GODE561231GR8', 'person'],
    ['EKU9003173C9', 'company'],
    ['XIA190128J61', 'company'],
  ] as const)('takes %s for a %s', (rfc, kind) => {
    expect(landlordRfcProblem(rfc, kind)).toBeNull();
  });

  it.each([
    ['', 'person', 'required'],
    ['EKU9003173C9', 'person', 'personLength'],
    ['CACX7605101P8', 'company', 'companyLength'],
    ['CACX76051O1P8', 'person', 'format'],
    ['CACX7613101P8', 'person', 'date'],
    ['EKU9002303C9', 'company', 'date'],
    ['CACX7605101P7', 'person', 'checkDigit'],
    ['EKU9003173C1', 'company', 'checkDigit'],
  ] as const)('refuses %j for a %s: %s', (rfc, kind, problem) => {
    expect(landlordRfcProblem(rfc, kind)).toBe(problem);
  });
});
