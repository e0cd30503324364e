// Contract operations served here (method, path, operationId):
//   GET /v2/web/capital/loans  listLoans
//   GET /v2/web/capital/offer  getLoanOffer
//   POST /v2/web/capital/offer/{offerId}/accept  acceptLoanOffer

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';
import { capitalOf } from './service.js';

/** Capital: the company's loans, the lender's offer and accepting it; bound to the domain. */
export function capitalHandlers(
  services: Services,
): Pick<Handlers, 'listLoans' | 'getLoanOffer' | 'acceptLoanOffer'> {
  const capital = capitalOf(services);
  return {
    async listLoans({ credentials }) {
      const session = sessionOf(credentials);
      return { status: 200, body: await capital.loans(session.companyId) };
    },
    async getLoanOffer({ credentials }) {
      const session = sessionOf(credentials);
      return { status: 200, body: { offer: await capital.offer(session.companyId) } };
    },
    async acceptLoanOffer({ params, body, credentials }) {
      const session = sessionOf(credentials);
      return {
        status: 201,
        body: await capital.accept(session, params.offerId, body.actionCode),
      };
    },
  };
}
