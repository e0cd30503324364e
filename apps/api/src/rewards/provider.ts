import { JobRefusal } from '../jobs/job-refusal.js';

/**
 * The side of a redemption outside Outlay: the card issuer posting a statement credit, or the
 * bank depositing cashback to an AutoPay account. Either answers, or refuses (`JobRefusal`);
 * any other error is retried on the job queue.
 */
export interface RewardsProvider {
  creditStatement(request: { amountMinor: number; currency: string }): Promise<void>;
  deposit(request: { accountNumber: string; amountMinor: number; currency: string }): Promise<void>;
}

/**
 * The sandbox: the issuer posts a statement credit after a hold (while it waits, the
 * application can still be cancelled), and the bank refuses a deposit to an account whose
 * number ends in 0002 (account closed), so a refusal can be walked.
 */
export function sandboxRewardsProvider(options: {
  statementHoldMs: number;
  depositMs: number;
}): RewardsProvider {
  const wait = (ms: number) =>
    ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  return {
    async creditStatement() {
      await wait(options.statementHoldMs);
    },
    async deposit({ accountNumber }) {
      await wait(options.depositMs);
      if (accountNumber.endsWith('0002')) throw new JobRefusal('ACCOUNT_CLOSED');
    },
  };
}
