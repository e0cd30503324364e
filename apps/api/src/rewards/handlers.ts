// Contract operations served here (method, path, operationId):
//   GET /v2/web/rewards  getRewards
//   POST /v2/web/rewards/apply  applyRewards
//   POST /v2/web/rewards/redemption/{redemptionId}/cancel  cancelRewardRedemption

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';
import { rewardsServiceOf } from './service.js';

/** The rewards page and redeeming cashback: bound to the rewards domain. */
export function rewardHandlers(
  services: Services,
): Pick<Handlers, 'getRewards' | 'applyRewards' | 'cancelRewardRedemption'> {
  const { ledger, redemptions } = rewardsServiceOf(services);
  return {
    async getRewards({ credentials }) {
      const session = sessionOf(credentials);
      return { status: 200, body: await ledger.view(session.companyId) };
    },
    async applyRewards({ body, credentials }) {
      const session = sessionOf(credentials);
      return { status: 202, body: await redemptions.redeem(session, body) };
    },
    async cancelRewardRedemption({ params, credentials }) {
      const session = sessionOf(credentials);
      return { status: 200, body: await redemptions.cancel(session, params.redemptionId) };
    },
  };
}
