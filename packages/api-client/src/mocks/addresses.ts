// Happy-path handlers for /settings/addresses: the countries and states calls, and a save
// that answers the company's addresses with the one sent in its place.
import type { CompanyAddress, CompanyAddresses, SaveCompanyAddressRequest } from '../schema-types';
import { addressCountries, companyAddresses, statesByCountry } from './fixtures/addresses';
import { http } from './http';

const KINDS = ['legal', 'physical', 'shipping'] as const;
const legalAddress: CompanyAddress = {
  line1: '500 Market Street',
  line2: '',
  unit: '',
  county: '',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
};

export const addressHandlers = [
  http.get('/v2/web/countries', ({ response }) => response(200).json(addressCountries)),
  http.get('/v2/web/states', ({ query, response }) => {
    const countryCode = query.get('countryCode');
    const code = addressCountries.countries.find((c) => c.code === countryCode)?.code ?? 'US';
    return response(200).json({ countryCode: code, states: statesByCountry[code] });
  }),
  http.get('/v2/web/company/addresses', ({ response }) => response(200).json(companyAddresses)),
  http.put('/v2/web/company/addresses/{kind}', async ({ params, request, response }) => {
    const kind = KINDS.find((candidate) => candidate === params.kind) ?? 'legal';
    // The happy path answers even a body it cannot read, with the legal address in its place.
    const body = (await request.json().catch(() => ({}))) as Partial<SaveCompanyAddressRequest>;
    const address = body.address ?? legalAddress;
    const others = companyAddresses.addresses.filter((entry) => entry.kind !== kind);
    const saved: CompanyAddresses = {
      addresses: [...others, { kind, address, updatedAt: '2026-12-01T09:00:00.000Z' }].sort(
        (a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind),
      ),
    };
    return response(200).json(saved);
  }),
];
