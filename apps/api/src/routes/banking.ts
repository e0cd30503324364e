// Contract operations served here (method, path, operationId):
//   GET /v2/banking-service/custom-bank-account  getCustomBankAccounts

import { createAutopayAccounts } from '../banking/autopay-accounts.js';
import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';

/** The banking service's autopay accounts, read by the autopay banner. */
export function bankingHandlers(services: Services): Pick<Handlers, 'getCustomBankAccounts'> {
  const accounts = createAutopayAccounts(services.db);
  return {
    async getCustomBankAccounts({ credentials }) {
      const session = sessionOf(credentials);
      return { status: 200, body: await accounts.byCurrency(session.companyId) };
    },
  };
}
