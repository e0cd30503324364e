import type { Services } from '../services.js';
import { type Capital, createCapital } from './loans.js';
import { sandboxLender } from './lender.js';

/** How long the lender's sandbox takes to answer whether it offers a loan. */
const SANDBOX_LENDER_MS = 150;

const built = new WeakMap<Services, Capital>();

/** The capital domain of a server: its loans, the lender's offer, accepting it. */
export function capitalOf(services: Services): Capital {
  let capital = built.get(services);
  if (!capital) {
    capital = createCapital({
      db: services.db,
      clock: services.clock,
      actionCodes: services.actionCodes,
      lender: sandboxLender(SANDBOX_LENDER_MS),
    });
    built.set(services, capital);
  }
  return capital;
}
