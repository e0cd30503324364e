import type { Services } from '../services.js';
import { createStatements } from '../statements/statements.js';
import { createRewardsLedger } from './ledger.js';
import { sandboxRewardsProvider } from './provider.js';
import { createRewardRedemptions } from './redemptions.js';

/**
 * How long the issuer's sandbox holds a statement credit before posting it: long enough to
 * cancel an application, as the issuer's own batch would allow.
 */
const SANDBOX_STATEMENT_HOLD_MS = 10_000;
/** How long the bank's sandbox takes to answer a deposit. */
const SANDBOX_DEPOSIT_MS = 400;

export type RewardsService = ReturnType<typeof buildRewardsService>;

function buildRewardsService(services: Services) {
  const { db, clock } = services;
  const ledger = createRewardsLedger({
    db,
    clock,
    statements: (target) => createStatements(target, clock),
  });
  return {
    ledger,
    redemptions: createRewardRedemptions({
      db,
      clock,
      jobs: services.jobs,
      actionCodes: services.actionCodes,
      ledger,
      provider: sandboxRewardsProvider({
        statementHoldMs: SANDBOX_STATEMENT_HOLD_MS,
        depositMs: SANDBOX_DEPOSIT_MS,
      }),
    }),
  };
}

const built = new WeakMap<Services, RewardsService>();

/** The rewards domain of a server: made once (its job queue is defined once). */
export function rewardsServiceOf(services: Services): RewardsService {
  let service = built.get(services);
  if (!service) {
    service = buildRewardsService(services);
    built.set(services, service);
  }
  return service;
}
