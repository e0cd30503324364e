import { describe, expect, it } from 'vitest';
import { isPostalCode } from './addresses';
import { companyAddressProblems, tidyCompanyAddress } from './company-addresses';

const address = {
  line1: 'Av. Paseo de la Reforma 222',
  line2: '',
  unit: '',
  county: 'Juárez',
  city: 'Ciudad de México',
  state: 'CMX',
  postalCode: '06600',
  country: 'MX',
};

describe('postal codes (postcode-validator, narrowed to what the issuers accept)', () => {
  it.each([
    ['US', '94105'],
    ['US', '94105-1234'],
    ['CA', 'K1A 0B1'],
    ['CA', 'm5v3l9'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'EC1A1BB'],
    ['MX', '06600'],
  ] as const)('%s accepts %s', (country, code) => {
    expect(isPostalCode(country, code)).toBe(true);
  });

  it.each([
    ['US', '9410'],
    ['US', '94105-12'],
    ['CA', 'D1A 0B1'],
    ['CA', 'K1A 0B'],
    ['GB', 'SW1A'],
    ['GB', '1AA SW1'],
    ['MX', '0660'],
    ['MX', '066000'],
  ] as const)('%s refuses %s', (country, code) => {
    expect(isPostalCode(country, code)).toBe(false);
  });
});

describe('companyAddressProblems', () => {
  it('accepts a Mexican address with its colonia', () => {
    expect(companyAddressProblems(address)).toEqual({});
  });

  it('asks a Mexican address for its colonia, and no other country', () => {
    expect(companyAddressProblems({ ...address, county: ' ' })).toEqual({ county: 'required' });
    expect(
      companyAddressProblems({
        ...address,
        county: '',
        country: 'US',
        state: 'CA',
        postalCode: '94105',
      }),
    ).toEqual({});
  });

  it('refuses a country whose fields it does not know, and a missing one', () => {
    expect(companyAddressProblems({ ...address, country: 'FR' })).toEqual({ country: 'invalid' });
    expect(companyAddressProblems({ ...address, country: '' })).toEqual({ country: 'required' });
  });

  it("checks the state against the country's list and the postal code", () => {
    expect(
      companyAddressProblems({ ...address, country: 'CA', state: 'TX', postalCode: '06600' }),
    ).toEqual({ state: 'invalid', postalCode: 'invalid' });
  });

  it('keeps a tidy address: trimmed, country and postal code in capitals', () => {
    expect(
      tidyCompanyAddress({ ...address, country: ' ca ', postalCode: ' k1a 0b1 ', line1: ' 1 A ' }),
    ).toMatchObject({ country: 'CA', postalCode: 'K1A 0B1', line1: '1 A' });
  });
});
