import { setTimeout as sleep } from 'node:timers/promises';
import type {
  LandlordPayoutAcknowledgement,
  LandlordPayoutOrder,
  LandlordPayouts,
} from './landlord-payouts.js';

export interface LandlordSandboxConfig {
  /** How long the provider takes to take a payout. */
  acknowledgeMs: number;
  /** How long after that a bank payout is settled or fails. */
  bankSettleMs: number;
  /** A cheque is posted and cashed: it takes longer than a transfer. */
  chequeSettleMs: number;
}

/**
 * What the sandbox will do with a payout, so a demo and a test can walk every state: a bank
 * account ending 0013 fails after it was taken (the account does not exist), one ending 0014 is
 * refused at once (closed), a cheque to a landlord whose name holds "Returned" comes back; any
 * other payout completes.
 */
export function landlordSandboxFate(
  order: Pick<LandlordPayoutOrder, 'payout' | 'landlordName'>,
): 'complete' | 'fail' | 'refuse' {
  if (order.payout.method === 'cheque') {
    return /returned/i.test(order.landlordName) ? 'fail' : 'complete';
  }
  const ending = (
    order.payout.method === 'clabe' ? order.payout.clabe : order.payout.accountNumber
  ).slice(-4);
  if (ending === '0013') return 'fail';
  if (ending === '0014') return 'refuse';
  return 'complete';
}

/**
 * The landlord-payment sandbox: it keeps the payouts it took by our reference (a payout sent
 * again after a crash is the one it made) and answers in the time the service takes (shortened).
 */
export function createLandlordSandbox(config: LandlordSandboxConfig): LandlordPayouts {
  const taken = new Map<string, string>();
  return {
    async send(order): Promise<LandlordPayoutAcknowledgement> {
      await sleep(config.acknowledgeMs);
      if (landlordSandboxFate(order) === 'refuse') {
        return { accepted: false, reason: 'accountClosed' };
      }
      const key = `${order.companyId}:${order.reference}`;
      const payoutId = taken.get(key) ?? `po_${order.reference}`;
      taken.set(key, payoutId);
      return { accepted: true, payoutId };
    },
    async outcome(order) {
      const cheque = order.payout.method === 'cheque';
      await sleep(cheque ? config.chequeSettleMs : config.bankSettleMs);
      if (landlordSandboxFate(order) !== 'fail') return { state: 'completed' };
      return { state: 'failed', reason: cheque ? 'chequeReturned' : 'accountNotFound' };
    },
  };
}
