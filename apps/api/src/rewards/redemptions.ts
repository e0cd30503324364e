import { fromMinor } from '@outlay/rules';
import { sql } from 'kysely';
import type { ActionCodes } from '../auth/action-codes.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import { translate } from '../i18n/messages.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { verifiedAccountOf } from '../statements/verified-account.js';
import { type RedemptionView, type RewardsLedger, redemptionView } from './ledger.js';
import type { RewardsProvider } from './provider.js';
import { insertEntry } from '../entries/insert-entry.js';
import { idPayloadSchema } from '../jobs/id-payload.js';
import { enqueueRowJob } from '../jobs/row-job.js';

export const REDEEM_QUEUE = 'rewards.redeem';
export const REDEEM_ACTION = 'REDEEM_REWARDS';
/** The advisory lock class every redemption of a company queues on (with the company's id). */
const REDEEM_LOCK = 35;

interface RedeemPayload {
  companyId: number;
  redemptionId: number;
}

const REDEEM_PAYLOAD_SCHEMA = idPayloadSchema('companyId', 'redemptionId');

export interface RedeemRequest {
  amount: number;
  destination: 'statement' | 'account';
  accountId?: number;
  actionCode: string;
}

export interface RewardRedemptions {
  /** Takes `amount` out of the balance at once; the issuer or the bank answers on the queue. */
  redeem(session: Session, request: RedeemRequest): Promise<RedemptionView>;
  /** Cancels a statement credit still pending: its amount is back in the balance. */
  cancel(session: Session, redemptionId: number): Promise<RedemptionView>;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'rewards.redemptionNotFound');

export function createRewardRedemptions(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  actionCodes: ActionCodes;
  ledger: RewardsLedger;
  provider: RewardsProvider;
}): RewardRedemptions {
  const { db, clock, jobs, actionCodes, ledger } = deps;

  /** A redemption put back in the balance: its status, and the ledger row that returns it. */
  async function putBack(tx: Db, companyId: number, id: number, status: 'cancelled' | 'refused') {
    const q = kyselyOf(tx);
    const row = await q
      .updateTable('reward_redemptions')
      .set({ status, settled_at: clock.now() })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await q
      .insertInto('reward_ledger')
      .values({
        company_id: companyId,
        currency: row.currency,
        kind: 'reversal',
        amount_minor: row.amount_minor,
        redemption_id: row.id,
        created_at: clock.now(),
      })
      .execute();
    return row;
  }

  jobs.define<RedeemPayload, { applied: true }>({
    queue: REDEEM_QUEUE,
    payloadSchema: REDEEM_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 2,
    expireInSeconds: 120,
    async run({ companyId, redemptionId }) {
      const redemption = await kyselyOf(db)
        .selectFrom('reward_redemptions as r')
        .leftJoin('autopay_bank_accounts as a', (join) =>
          join.onRef('a.id', '=', 'r.account_id').onRef('a.company_id', '=', 'r.company_id'),
        )
        .select(['r.status', 'r.destination', 'r.amount_minor', 'r.currency', 'a.account_number'])
        .where('r.company_id', '=', companyId)
        .where('r.id', '=', redemptionId)
        .executeTakeFirst();
      if (!redemption) throw new JobRefusal('REDEMPTION_NOT_FOUND');
      // Cancelled while it waited: nothing to ask of anyone.
      if (redemption.status !== 'pending') return { applied: true };
      const request = { amountMinor: redemption.amount_minor, currency: redemption.currency };
      if (redemption.destination === 'statement') await deps.provider.creditStatement(request);
      else {
        await deps.provider.deposit({ ...request, accountNumber: redemption.account_number ?? '' });
      }
      return { applied: true };
    },
    async settle(tx, { companyId, redemptionId }, _job, outcome) {
      const q = kyselyOf(tx);
      // The row lock a cancel takes too: of a cancel and the issuer's answer, one comes first.
      const redemption = await q
        .selectFrom('reward_redemptions')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', '=', redemptionId)
        .forUpdate()
        .executeTakeFirst();
      if (redemption?.status !== 'pending') return;
      if (outcome.state !== 'completed') {
        await putBack(tx, companyId, redemptionId, 'refused');
        return;
      }
      const now = clock.now();
      let entryId: number | null = null;
      if (redemption.destination === 'statement') {
        const amount = fromMinor(redemption.amount_minor, redemption.currency);
        const title = translate('en', 'rewards.entry.title');
        const creditEntryId = await insertEntry(
          q,
          {
            company_id: companyId,
            kind: 'card',
            user_id: redemption.requested_by,
            occurred_at: now,
            posted_at: now,
            state: 'posted',
            amount: -amount,
            title,
          },
          [title, amount.toFixed(2)],
        );
        // An adjustment credit of the open statement, labelled Cashback (spec part 1 §4.6).
        await q
          .insertInto('card_transactions')
          .values({
            entry_id: creditEntryId,
            company_id: companyId,
            payment_type: 'adjustment',
            sub_payment_type: 'cashback',
            transaction_type: 'credit',
            transaction_status: 'posted',
            transaction_amount: amount,
            currency: redemption.currency,
            description: translate('en', 'rewards.entry.description'),
          })
          .execute();
        entryId = creditEntryId;
      }
      await q
        .updateTable('reward_redemptions')
        .set({ status: 'applied', settled_at: now, entry_id: entryId })
        .where('company_id', '=', companyId)
        .where('id', '=', redemptionId)
        .execute();
    },
  });

  return {
    async redeem(session, request) {
      const redemption = await db.transaction(async (tx) => {
        // Every redemption of the company waits here for the one before it, so the balance it
        // reads is the one it takes from: 16 at once take the balance once.
        await sql`SELECT pg_advisory_xact_lock(${REDEEM_LOCK}, ${session.companyId})`.execute(
          kyselyOf(tx),
        );
        await ledger.earnClosed(session.companyId, tx);
        const balance = await ledger.available(session.companyId, tx);
        if (request.amount > balance.minor) {
          throw new AppError(409, 'CONFLICT', 'rewards.notEnough');
        }
        let accountId: number | null = null;
        if (request.destination === 'account') {
          const account = await verifiedAccountOf(
            tx,
            session.companyId,
            request.accountId ?? 0,
            balance.currency,
            clock.now(),
          );
          if (!account) throw new AppError(400, 'VALIDATION', 'rewards.accountNotVerified');
          accountId = account.id;
        }
        await actionCodes.spend(session, { actionType: REDEEM_ACTION }, request.actionCode, tx);
        const q = kyselyOf(tx);
        const inserted = await q
          .insertInto('reward_redemptions')
          .values({
            company_id: session.companyId,
            currency: balance.currency,
            amount_minor: request.amount,
            destination: request.destination,
            account_id: accountId,
            requested_by: session.userId,
            status: 'pending',
            created_at: clock.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await q
          .insertInto('reward_ledger')
          .values({
            company_id: session.companyId,
            currency: balance.currency,
            kind: 'redemption',
            amount_minor: -request.amount,
            redemption_id: inserted.id,
            created_at: clock.now(),
          })
          .execute();
        await enqueueRowJob(jobs, tx, {
          queue: REDEEM_QUEUE,
          table: 'reward_redemptions',
          kind: 'reward-redemption',
          companyId: session.companyId,
          id: inserted.id,
          requestedBy: session.userId,
          payload: { companyId: session.companyId, redemptionId: inserted.id },
        });
        return inserted;
      });
      jobs.wake(REDEEM_QUEUE);
      return redemptionView(redemption);
    },

    async cancel(session, redemptionId) {
      const row = await db.transaction(async (tx) => {
        const redemption = await kyselyOf(tx)
          .selectFrom('reward_redemptions')
          .select(['id', 'status', 'destination'])
          .where('company_id', '=', session.companyId)
          .where('id', '=', redemptionId)
          .forUpdate()
          .executeTakeFirst();
        if (!redemption) throw notFound();
        // A deposit is on its way to the bank once asked: only a statement credit waits.
        if (redemption.status !== 'pending' || redemption.destination !== 'statement') {
          throw new AppError(409, 'CONFLICT', 'rewards.notCancellable');
        }
        return putBack(tx, session.companyId, redemptionId, 'cancelled');
      });
      return redemptionView(row);
    },
  };
}
