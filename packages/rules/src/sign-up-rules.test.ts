import { describe, expect, it } from 'vitest';
import { addressProblems } from './addresses';
import { MAX_MONTHLY_SPEND, monthlySpendProblem, parseMonthlySpend } from './monthly-spend';
import { ownershipProblems, type Leader, type Owner } from './ownership';
import { birthDateProblem, businessTypesOf, firstIncompleteStep, SIGN_UP_STEPS } from './sign-up';
import { taxIdProblem, TAX_ID_RULES } from './tax-ids';
import { isWebsiteUrl } from './website';

describe('tax ids per country (numeric or alphanumeric, a fixed count)', () => {
  it.each([
    ['US', '12-3456789'],
    ['MX', 'ABC010203AB1'],
    ['MX', 'abc-010203-ab1'],
    ['BR', '12.345.678/0001-95'],
    ['MX', 'ÑAÑ840101A12'],
    ['MX', 'AB&010203AB1'],
    ['BR', '11.222.333/0001-81'],
    ['CO', '800.197.268-4'],
    ['CO', '890903938-8'],
    ['CA', '123456789'],
    ['GB', '01234567'],
    ['GB', 'SC123456'],
  ] as const)('%s accepts %s', (country, id) => {
    expect(taxIdProblem(country, id)).toBeNull();
  });

  it.each([
    ['US', '12-345678', 'one digit short'],
    ['US', '12-34567890', 'one digit over'],
    ['US', '12-345678A', 'a letter in a numeric id'],
    ['MX', 'ABC010203AB', 'eleven characters'],
    ['MX', 'ABC010203AB12', 'a person’s 13-character RFC'],
    ['BR', '12.345.678/0001-9', 'thirteen digits'],
    ['CO', '900123456', 'the NIT without its check digit'],
    ['CA', '12345678', 'eight digits'],
    ['GB', 'SC12345', 'seven characters'],
    ['GB', 'SC12345_', 'a symbol'],
  ] as const)('%s refuses %s (%s)', (country, id, _why) => {
    expect(taxIdProblem(country, id)).toBe('invalid');
  });

  // The vectors of the libraries that keep these rules (@nodecfdi/rfc, @brazilian-utils) and
  // NITs DIAN publishes, each with one thing wrong.
  it.each([
    ['MX', 'ABC991332AB1', 'month 13, day 32'],
    ['MX', 'ABC000230AB1', 'the 30th of February'],
    ['BR', '11222333000182', 'a CNPJ whose last check digit is off by one'],
    ['BR', '11111111111111', 'a CNPJ of one repeated digit'],
    ['CO', '800.197.268-5', 'a NIT whose check digit is wrong'],
  ] as const)('%s refuses %s as not a real id (%s)', (country, id, _why) => {
    expect(taxIdProblem(country, id)).toBe('notReal');
  });

  it('asks for an id when none is typed', () => {
    expect(taxIdProblem('MX', ' - ')).toBe('required');
  });

  it('documents a rule for each of the six countries', () => {
    expect(Object.keys(TAX_ID_RULES).sort()).toEqual(['BR', 'CA', 'CO', 'GB', 'MX', 'US']);
  });
});

const address = {
  line1: 'Av. Reforma 222',
  line2: '',
  unit: '',
  county: '',
  state: 'CMX',
  city: 'Ciudad de México',
  postalCode: '06600',
};

describe('addresses per country', () => {
  it('accepts a full Mexican address', () => {
    expect(addressProblems('MX', address)).toEqual({});
  });

  it.each([
    ['US', '94105-1234', 'CA'],
    ['CA', 'K1A 0B1', 'ON'],
    ['BR', '01310-100', 'SP'],
    ['CO', '110111', 'DC'],
    ['GB', 'SW1A 1AA', ''],
  ] as const)('%s accepts postal code %s', (country, postalCode, state) => {
    expect(addressProblems(country, { ...address, postalCode, state })).toEqual({});
  });

  it('names each missing field and each postal code that is not the country’s', () => {
    expect(
      addressProblems('US', { ...address, line1: ' ', city: '', state: '', postalCode: '0660' }),
    ).toEqual({ line1: 'required', city: 'required', state: 'required', postalCode: 'invalid' });
    expect(addressProblems('CA', { ...address, state: 'ON', postalCode: 'D1A 0B1' })).toEqual({
      postalCode: 'invalid',
    });
  });

  it('refuses a state of another country and a line past its length', () => {
    expect(addressProblems('MX', { ...address, state: 'TX', line2: 'x'.repeat(101) })).toEqual({
      state: 'invalid',
      line2: 'tooLong',
    });
  });
});

describe('website', () => {
  it.each([
    'https://northwind.mx',
    'http://shop.example.com/about?x=1',
    'example.co.uk',
    'www.example.com:8080/a',
  ])('accepts %s', (url) => expect(isWebsiteUrl(url)).toBe(true));
  it.each([
    '',
    'northwind',
    'ftp://example.com',
    'https://',
    'exa mple.com',
    'https://-bad.com',
    'javascript://x.com',
  ])('refuses %s', (url) => expect(isWebsiteUrl(url)).toBe(false));
});

describe('monthly card spend (at most 1,000,000,000.00)', () => {
  it('reads grouped amounts with cents', () => {
    expect(parseMonthlySpend('250,000.50')).toBe(250000.5);
    expect(monthlySpendProblem('0.29')).toBeNull();
  });
  it('takes the maximum and refuses a cent more', () => {
    expect(monthlySpendProblem('1,000,000,000.00')).toBeNull();
    expect(monthlySpendProblem(MAX_MONTHLY_SPEND)).toBeNull();
    expect(monthlySpendProblem('1000000000.01')).toBe('tooHigh');
  });
  it.each([
    ['', 'required'],
    ['12.345', 'invalid'],
    ['-5', 'invalid'],
    ['0', 'invalid'],
    ['ten', 'invalid'],
  ] as const)('%s is %s', (value, problem) => expect(monthlySpendProblem(value)).toBe(problem));
});

const leader: Leader = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  idNumber: 'X1',
  birthDate: '1980-01-01',
  title: 'CEO',
};
const owner: Owner = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  idNumber: 'X1',
  birthDate: '1980-01-01',
  ownershipPercent: 60,
  over18: true,
};

describe('ownership', () => {
  it('accepts one leader and one owner who are the same person', () => {
    expect(ownershipProblems([leader], [owner])).toEqual({ lists: [], leaders: {}, owners: {} });
  });
  it('refuses an owner who is someone else but holds a leader’s id', () => {
    const other = { ...owner, firstName: 'Marta', birthDate: '1990-01-02' };
    expect(ownershipProblems([leader], [other]).owners).toEqual({ 0: ['idUsed'] });
  });
  it('needs a leader and an owner', () => {
    expect(ownershipProblems([], []).lists).toEqual(['leaderRequired', 'ownerRequired']);
  });
  it('refuses an id used twice, a percent under 25, a total above 100 and a missing over-18', () => {
    const problems = ownershipProblems(
      [leader, { ...leader, idNumber: 'x-1' }],
      [
        owner,
        { ...owner, idNumber: 'Y2', ownershipPercent: 20, over18: false },
        { ...owner, idNumber: 'Z3', ownershipPercent: 30 },
      ],
    );
    expect(problems.lists).toEqual(['totalAbove100']);
    expect(problems.leaders).toEqual({ 1: ['idUsed'] });
    expect(problems.owners).toEqual({ 1: ['belowThreshold', 'over18Required'] });
  });
});

describe('sign-up steps and people', () => {
  it('resumes at the first step not complete', () => {
    expect(firstIncompleteStep([])).toBe('createAccount');
    expect(firstIncompleteStep(['createAccount', 'companyForm', 'ownerships'])).toBe(
      'companyDetails',
    );
    expect(firstIncompleteStep(SIGN_UP_STEPS)).toBeNull();
  });
  it('offers UK applicants limited companies and LLPs only', () => {
    expect(businessTypesOf('GB')).toEqual(['LIMITED_COMPANY', 'LLP']);
    expect(businessTypesOf('MX')).toContain('SOLE_PROPRIETORSHIP');
  });
  it('counts an applicant 18 on their birthday, not the day before', () => {
    expect(birthDateProblem('2008-11-24', '2026-11-24')).toBeNull();
    expect(birthDateProblem('2008-11-25', '2026-11-24')).toBe('underAge');
    expect(birthDateProblem('2001-02-30', '2026-11-24')).toBe('invalid');
    expect(birthDateProblem('', '2026-11-24')).toBe('required');
  });
});
