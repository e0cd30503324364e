import { setTimeout as sleep } from 'node:timers/promises';
import { fromMinor } from '@outlay/rules';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/db.js';
import { kyselyOf } from '../../db/kysely.js';
import type { PaymentRail, RailOrder, RailReason } from './rail.js';

export interface RailSandboxConfig {
  /** How long the rail takes to acknowledge an order. */
  acknowledgeMs: number;
  /** How long after the acknowledgement its final word comes (liquidación or devolución). */
  settleMs: number;
}

/** STP's field limits on an order (registraOrden). */
const STP_LIMITS = { trackingKey: 30, beneficiaryName: 40, concept: 40 } as const;

/**
 * The account digits of a sandbox CLABE (its 7th to 17th) tell what STP will do, so a demo and
 * a test can walk every ending: ...0013 is returned (devolución, the account does not exist),
 * ...0014 is refused at once (a blocked account), any other is settled (liquidación).
 */
export function stpSandboxFate(clabe: string): 'settle' | 'return' | 'refuse' {
  const account = clabe.slice(13, 17);
  if (account === '0013') return 'return';
  if (account === '0014') return 'refuse';
  return 'settle';
}

/**
 * The STP sandbox: an order book in the database like STP's own, keyed by the tracking key, so
 * a registration repeated after a crash finds the order it made; acknowledgements and
 * outcomes take the time the service takes (shortened).
 */
export function createStpSandbox(deps: { db: Db; clock: Clock; config: RailSandboxConfig }) {
  const { db, clock, config } = deps;
  const rail: PaymentRail = {
    async register(order: RailOrder) {
      await sleep(config.acknowledgeMs);
      const tooLong =
        order.trackingKey.length > STP_LIMITS.trackingKey ||
        order.beneficiaryName.length > STP_LIMITS.beneficiaryName ||
        order.concept.length > STP_LIMITS.concept;
      if (tooLong) return { accepted: false, reason: 'fieldTooLong' };
      if (stpSandboxFate(order.account) === 'refuse') {
        return { accepted: false, reason: 'accountBlocked' };
      }
      const q = kyselyOf(db);
      await q
        .insertInto('stp_sandbox_orders')
        .values({
          tracking_key: order.trackingKey,
          company_id: order.companyId,
          amount: fromMinor(order.amountMinor, order.currency).toFixed(2),
          beneficiary_clabe: order.account,
          beneficiary_name: order.beneficiaryName,
          concept: order.concept,
          numeric_reference: order.referenceNumber,
          registered_at: clock.now(),
        })
        .onConflict((oc) => oc.columns(['company_id', 'tracking_key']).doNothing())
        .execute();
      const row = await q
        .selectFrom('stp_sandbox_orders')
        .select('id')
        .where('tracking_key', '=', order.trackingKey)
        .where('company_id', '=', order.companyId)
        .executeTakeFirstOrThrow();
      return { accepted: true, orderId: String(row.id) };
    },

    async outcome(order: RailOrder) {
      await sleep(config.settleMs);
      const fate = stpSandboxFate(order.account);
      const reason: RailReason | null = fate === 'return' ? 'accountDoesNotExist' : null;
      await kyselyOf(db)
        .updateTable('stp_sandbox_orders')
        .set({ status: reason ? 'returned' : 'settled', return_reason: reason })
        .where('tracking_key', '=', order.trackingKey)
        .where('company_id', '=', order.companyId)
        .where('status', '=', 'sent')
        .execute();
      return reason ? { state: 'returned', reason } : { state: 'settled' };
    },
  };
  return rail;
}

/**
 * The route-fusion sandbox (SWIFT and local rails): accounts ending in 0000 are closed, so the
 * payment fails after the rail took it; every other one settles.
 */
export function createRouteFusionSandbox(deps: { config: RailSandboxConfig }): PaymentRail {
  const { config } = deps;
  return {
    async register(order) {
      await sleep(config.acknowledgeMs);
      return { accepted: true, orderId: `rf_${order.trackingKey.slice(-10)}` };
    },
    async outcome(order) {
      await sleep(config.settleMs);
      return order.account.endsWith('0000')
        ? { state: 'returned', reason: 'accountClosed' }
        : { state: 'settled' };
    },
  };
}
