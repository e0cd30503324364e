// Contract operations served here (method, path, operationId):
//   GET /v2/web/capital/loans  listLoans
//   GET /v2/web/capital/offer  getLoanOffer
//   POST /v2/web/capital/offer/{offerId}/accept  acceptLoanOffer
//   POST /v2/web/capital/loans/{loanId}/pay  payLoan

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';
import { capitalOf } from './service.js';

/** Capital: the loans, the lender's offer and accepting it, paying a loan; bound to the domain. */
export function capitalHandlers(
  services: Services,
): Pick<Handlers, 'listLoans' | 'getLoanOffer' | 'acceptLoanOffer' | 'payLoan'> {
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
    async payLoan({ params, body, credentials }) {
      const session = sessionOf(credentials);
      return { status: 202, body: await capital.payments.pay(session, params.loanId, body) };
    },
  };
}
