// Contract operations served here (method, path, operationId):
//   GET /v2/clickwrap/contract-data  getClickwrapContracts
//   POST /v2/clickwrap/contracts-signed  signClickwrapContracts

import type { Handlers } from '../contract/types.js';
import { AppError } from '../http/errors.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';

const unknownGroup = () => new AppError(404, 'NOT_FOUND', 'clickwrap.unknownGroup');

/**
 * The click-wrap provider's own calls, answered by its sandbox. Reading the contracts is
 * public like the real service (the site access id names the customer); signing takes the
 * signed-in user's token, and the signer id must be that user's (the customer's id for them),
 * so nobody can record someone else's agreement.
 */
export function clickwrapHandlers(
  services: Services,
): Pick<Handlers, 'getClickwrapContracts' | 'signClickwrapContracts'> {
  const { clickwrap } = services;
  return {
    getClickwrapContracts({ query }) {
      const group = clickwrap.contracts(query.accessId, query.groupKey);
      if (!group) throw unknownGroup();
      return Promise.resolve({ status: 200, body: group });
    },

    async signClickwrapContracts({ body, credentials, request }) {
      if (body.signerId !== sessionOf(credentials).userPublicId) {
        throw new AppError(404, 'NOT_FOUND', 'clickwrap.notTheSigner');
      }
      const signature = await clickwrap.sign(body, request.ip);
      if (!signature) throw unknownGroup();
      return { status: 200, body: signature };
    },
  };
}
