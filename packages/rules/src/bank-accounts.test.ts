import { describe, expect, it } from 'vitest';
import {
  bankAccountFingerprint,
  bankCountryOf,
  bankDetailsProblems,
  bankSchemesFor,
  maskAccountNumber,
  normaliseBankDetails,
  regionFlagOf,
  type BankDetails,
} from './bank-accounts';
import { bankNameOf } from './bank-directory';

const canadian = {
  scheme: 'ca',
  institutionNumber: '003',
  transitNumber: '00012',
  accountNumber: '5012345',
} as const;
const us = { scheme: 'us', routingNumber: '021000021', accountNumber: '000123456789' } as const;
const uk = { scheme: 'gb', sortCode: '200000', accountNumber: '31926819' } as const;
const ukIban = { scheme: 'iban', iban: 'GB16BUKB20000031926819', bic: 'BUKBGB22' } as const;
const irish = { scheme: 'iban', iban: 'IE29AIBK93115212345678', bic: 'AIBKIE2D' } as const;
const mexican = { scheme: 'clabe', clabe: '032180000118359719' } as const;

describe('the schemes each currency takes', () => {
  it.each([
    ['CAD', ['ca']],
    ['USD', ['us', 'ca']],
    ['GBP', ['gb', 'iban']],
    ['EUR', ['iban']],
    ['MXN', ['clabe']],
    ['BRL', []],
  ])('%s: %j', (currency, schemes) => {
    expect(bankSchemesFor(currency)).toEqual(schemes);
  });
});

describe('valid details by country', () => {
  it.each([
    ['Canada', canadian, 'CAD'],
    ['a US-dollar account at a Canadian bank', canadian, 'USD'],
    ['the US', us, 'USD'],
    ['the UK, sort code and account number', uk, 'GBP'],
    ['the UK, IBAN and BIC', ukIban, 'GBP'],
    ['Ireland, IBAN and BIC', irish, 'EUR'],
    ['Mexico, CLABE', mexican, 'MXN'],
  ] as const)('%s', (_name, details, currency) => {
    expect(bankDetailsProblems(details, currency)).toEqual({});
  });
});

describe('what is wrong, field by field', () => {
  it.each<[string, BankDetails, string, object]>([
    [
      'Canada: every field is required',
      { scheme: 'ca', institutionNumber: '', transitNumber: '', accountNumber: '' },
      'CAD',
      { institutionNumber: 'required', transitNumber: 'required', accountNumber: 'required' },
    ],
    [
      'Canada: 3-digit institution, 5-digit transit, 7 to 12-digit account',
      { scheme: 'ca', institutionNumber: '03', transitNumber: '0001A', accountNumber: '123456' },
      'CAD',
      { institutionNumber: 'length', transitNumber: 'digits', accountNumber: 'length' },
    ],
    [
      'the US: a routing number whose checksum fails',
      { scheme: 'us', routingNumber: '021000022', accountNumber: '123' },
      'USD',
      { routingNumber: 'checkDigit', accountNumber: 'length' },
    ],
    [
      'the UK: a 6-digit sort code and an 8-digit account number',
      { scheme: 'gb', sortCode: '20000', accountNumber: '3192681' },
      'GBP',
      { sortCode: 'length', accountNumber: 'length' },
    ],
    [
      'IBAN: mod 97 fails',
      { ...ukIban, iban: 'GB16BUKB20000031926818' },
      'GBP',
      { iban: 'checkDigit' },
    ],
    [
      'IBAN: a country outside the UK and the euro area',
      { scheme: 'iban', iban: 'CH9300762011623852957', bic: 'UBSWCHZH80A' },
      'EUR',
      { iban: 'country' },
    ],
    ['IBAN: a UK IBAN for euros', ukIban, 'EUR', { iban: 'country' }],
    [
      'IBAN: the wrong length for its country',
      { scheme: 'iban', iban: 'DE8937040044053201300', bic: 'COBADEFF' },
      'EUR',
      { iban: 'length' },
    ],
    [
      'BIC: its shape, and its country must be the IBAN’s',
      { ...irish, bic: 'AIBK-IE' },
      'EUR',
      { bic: 'format' },
    ],
    ['BIC of another country', { ...irish, bic: 'AIBKGB2L' }, 'EUR', { bic: 'country' }],
    // Wrong before ibantools: the mod 97 alone took these.
    [
      'IBAN: a Belgian account whose national check digits do not add up',
      { scheme: 'iban', iban: 'BE41539007547035', bic: 'GEBABEBB' },
      'EUR',
      { iban: 'checkDigit' },
    ],
    [
      'IBAN: a UK account number with letters (its BBAN is 4 letters and 14 digits)',
      { scheme: 'iban', iban: 'GB691234123456987654AB', bic: 'BUKBGB22' },
      'GBP',
      { iban: 'format' },
    ],
    ['BIC: a country that does not exist', { ...irish, bic: 'AIBKXX2D' }, 'EUR', { bic: 'format' }],
    [
      'Mexico: 18 digits',
      { scheme: 'clabe', clabe: '03218000011835971' },
      'MXN',
      { clabe: 'length' },
    ],
    [
      'Mexico: the CLABE control digit',
      { scheme: 'clabe', clabe: '032180000118359718' },
      'MXN',
      { clabe: 'checkDigit' },
    ],
    [
      'Mexico: a CLABE whose first three digits are no bank’s code',
      { scheme: 'clabe', clabe: '555180000118359717' },
      'MXN',
      { clabe: 'bank' },
    ],
    // Wrong before: a real bank's code and a right control digit passed whatever the city.
    [
      'Mexico: a CLABE whose digits 4 to 6 are no city’s code',
      { scheme: 'clabe', clabe: '032999000118359719' },
      'MXN',
      { clabe: 'city' },
    ],
    ['a scheme the currency does not take', mexican, 'GBP', { clabe: 'country' }],
  ])('%s', (_name, details, currency, problems) => {
    expect(bankDetailsProblems(details, currency)).toEqual(problems);
  });
});

describe('normalised, fingerprinted and masked', () => {
  it('drops spaces and dashes and puts IBAN and BIC in capitals', () => {
    expect(
      normaliseBankDetails({ scheme: 'gb', sortCode: '20-00-00', accountNumber: '3192 6819' }),
    ).toEqual(uk);
    expect(
      normaliseBankDetails({
        scheme: 'iban',
        iban: 'gb16 bukb 2000 0031 9268 19',
        bic: 'bukbgb22',
      }),
    ).toEqual(ukIban);
  });

  it('knows a UK IBAN is the same account as its sort code and account number', () => {
    expect(bankAccountFingerprint(ukIban)).toBe(bankAccountFingerprint(uk));
    expect(bankAccountFingerprint(irish)).toBe('iban:IE29AIBK93115212345678');
    expect(bankAccountFingerprint(canadian)).not.toBe(
      bankAccountFingerprint({ ...canadian, transitNumber: '00013' }),
    );
  });

  it('shows only the last four characters', () => {
    expect(maskAccountNumber('5012345')).toBe('••••2345');
    expect(maskAccountNumber('GB16 BUKB 2000 0031 9268 19')).toBe('••••6819');
  });

  it.each([
    [canadian, 'CA', 'canada', 'Royal Bank of Canada'],
    [us, 'US', 'usa', 'JPMorgan Chase Bank'],
    [uk, 'GB', 'uk', null],
    [ukIban, 'GB', 'uk', 'Barclays'],
    [irish, 'IE', 'eu', 'AIB'],
    [mexican, 'MX', 'mx', 'IXE Banco'],
    [{ scheme: 'clabe', clabe: '012180000118359719' }, 'MX', 'mx', 'BBVA Bancomer'],
  ] as const)('%j is held in %s (%s) at %s', (details, country, flag, bank) => {
    expect(bankCountryOf(details)).toBe(country);
    expect(regionFlagOf(details)).toBe(flag);
    expect(bankNameOf(details)).toBe(bank);
  });
});
