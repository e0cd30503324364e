// Contract operations served here (method, path, operationId):
//   GET /v2/web/countries  getCountries
//   GET /v2/web/states  getStates
//   GET /v2/web/company/addresses  getCompanyAddresses
//   PUT /v2/web/company/addresses/{kind}  saveCompanyAddress

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { CompanyAddresses } from './company-addresses.js';

type AddressHandlers = Pick<
  Handlers,
  'getCountries' | 'getStates' | 'getCompanyAddresses' | 'saveCompanyAddress'
>;

/** `/settings/addresses` and the countries and states its form reads; rules in company-addresses.ts. */
export function addressHandlers(addresses: CompanyAddresses): AddressHandlers {
  return {
    getCountries() {
      return Promise.resolve({ status: 200, body: addresses.countries() });
    },
    getStates({ query, lang }) {
      return Promise.resolve({ status: 200, body: addresses.states(query.countryCode, lang) });
    },
    async getCompanyAddresses({ credentials }) {
      return { status: 200, body: await addresses.list(sessionOf(credentials).companyId) };
    },
    async saveCompanyAddress({ credentials, params, body }) {
      const session = sessionOf(credentials);
      return {
        status: 200,
        body: await addresses.save(
          { companyId: session.companyId, userId: session.userId },
          params.kind,
          body.address,
        ),
      };
    },
  };
}
