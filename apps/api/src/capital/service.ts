import type { Services } from '../services.js';
import { sandboxBankDebits } from '../statements/pay-now.js';
import { type Capital, createCapital } from './loans.js';
import { sandboxLender } from './lender.js';
import { type LoanPayments, createLoanPayments } from './payments.js';

/** How long the lender's sandbox takes to answer whether it offers a loan. */
const SANDBOX_LENDER_MS = 150;
/** How long the bank's sandbox takes to answer a loan payment's debit. */
const SANDBOX_DEBIT_MS = 400;

export interface CapitalService extends Capital {
  payments: LoanPayments;
}

const built = new WeakMap<Services, CapitalService>();

/**
 * The capital domain of a server: its loans, the lender's offer, accepting it, paying a loan;
 * made once (its job queue is defined once).
 */
export function capitalOf(services: Services): CapitalService {
  let capital = built.get(services);
  if (!capital) {
    capital = {
      ...createCapital({
        db: services.db,
        clock: services.clock,
        actionCodes: services.actionCodes,
        lender: sandboxLender(SANDBOX_LENDER_MS),
      }),
      payments: createLoanPayments({
        db: services.db,
        clock: services.clock,
        jobs: services.jobs,
        actionCodes: services.actionCodes,
        bank: sandboxBankDebits(SANDBOX_DEBIT_MS),
      }),
    };
    built.set(services, capital);
  }
  return capital;
}
