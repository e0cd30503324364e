// Contract operations served here (method, path, operationId):
//   GET /v2/web/billing/billing-configuration  getBillingConfiguration
//   GET /v2/web/company/top-banner  getTopBanner

import { createBilling } from '../billing/billing.js';
import type { Handlers } from '../contract/types.js';
import { AppError } from '../http/errors.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';

/** The billing set-up and statement period, and the banner across the signed-in pages. */
export function billingHandlers(
  services: Services,
): Pick<Handlers, 'getBillingConfiguration' | 'getTopBanner'> {
  const billing = createBilling(services.db, services.clock);
  return {
    async getBillingConfiguration({ credentials }) {
      const session = sessionOf(credentials);
      const configuration = await billing.configuration(session.companyId, session.role);
      if (!configuration) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
      return { status: 200, body: configuration };
    },

    async getTopBanner({ credentials, lang }) {
      const session = sessionOf(credentials);
      return {
        status: 200,
        body: await billing.topBanner(session.companyId, session.role, lang),
      };
    },
  };
}
