import { Rfc } from '@nodecfdi/rfc';
import { describe, expect, it } from 'vitest';
import { landlordRfcProblem } from './landlord-rfc';

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
    // 30 February: validate-rfc's own date check lets it through.
    ['CACX7602301P8', 'person', 'date'],
    ['XAXX010101000', 'person', 'format'],
    ['12345678901234'.slice(0, 13), 'person', 'format'],
  ] as const)('refuses %j for a %s: %s', (rfc, kind, problem) => {
    expect(landlordRfcProblem(rfc, kind)).toBe(problem);
  });
});

describe('the landlord RFC check agrees with @nodecfdi/rfc', () => {
  it.each([
    'CACX7605101P8',
    'CACX7605101P7',
    'GODE561231GR8',
    'GODE561231GR9',
    'EKU9003173C9',
    'EKU9003173C8',
    'XIA190128J61',
    'IIA040805DZ4',
    'CAL190312AB4',
    'CAL190312AB2',
    'MAPR800101AB1',
    'MAPR800101AB5',
  ])('on %s', (rfc) => {
    const reference = Rfc.parseOrNull(rfc);
    const kind = rfc.length === 13 ? 'person' : 'company';
    expect(landlordRfcProblem(rfc, kind) === null).toBe(reference?.doesCheckSumMatch() === true);
  });
});
