import type { Services } from '../services.js';
import { createLandlordSandbox } from './landlord-sandbox.js';
import { type RentPayments, createRentPayments } from './rent-payments.js';

/** How long the landlord-payment sandbox takes: to take a payout, then to settle it. */
const SANDBOX_TIMES = { acknowledgeMs: 300, bankSettleMs: 1_200, chequeSettleMs: 2_000 };

const built = new WeakMap<Services, RentPayments>();

/** The rent-by-card domain of a server, made once (its job queue is defined once). */
export function rentOf(services: Services): RentPayments {
  let rent = built.get(services);
  if (!rent) {
    rent = createRentPayments({
      db: services.db,
      clock: services.clock,
      jobs: services.jobs,
      actionCodes: services.actionCodes,
      payouts: createLandlordSandbox(SANDBOX_TIMES),
      storage: services.files,
    });
    built.set(services, rent);
  }
  return rent;
}
