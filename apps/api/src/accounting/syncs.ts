import type {
  AccountingModel as Model,
  AccountingSyncStatus as SyncStatus,
} from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { type Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { ConnectionRef } from './connections.js';
import { PLATFORMS, type PlatformKey } from './platforms.js';

export type { AccountingSyncStatus as SyncStatus } from '@outlay/api-client/schema';

/** Statuses of a transaction the platform has: its accounting parameters are locked. */
export const LOCKED_STATUSES: readonly SyncStatus[] = [
  'pushed',
  'resync-queued',
  'partially-synced',
];
/** Statuses a job is working on. */
export const IN_FLIGHT_STATUSES: readonly SyncStatus[] = ['queued', 'resync-queued'];

export interface SyncFailure {
  code: string;
  params: Record<string, string>;
}

export interface SyncState {
  entryId: number;
  status: SyncStatus;
  jobId: string | null;
  failure: SyncFailure | null;
  platformTransactionId: string | null;
  pushedAt: Date | null;
  syncedReceipts: number;
}

const FAILURE_MESSAGES: Record<string, MessageKey> = {
  ACCOUNT_ARCHIVED: 'accounting.failure.accountArchived',
  ACCOUNT_UNKNOWN: 'accounting.failure.accountUnknown',
  TAX_RATE_UNKNOWN: 'accounting.failure.taxRateUnknown',
  PERIOD_CLOSED: 'accounting.failure.periodClosed',
  TRACKING_CATEGORY_MISSING: 'accounting.failure.trackingMissing',
  TRACKING_CATEGORY_UNKNOWN: 'accounting.failure.trackingUnknown',
  RECEIPT_REJECTED: 'accounting.failure.receiptRejected',
  CONNECTION_NOT_FOUND: 'accounting.failure.connectionRemoved',
  CONNECTION_REMOVED: 'accounting.failure.connectionRemoved',
  DEFINITION_MISSING: 'accounting.failure.definitionMissing',
  PROVIDER_UNAVAILABLE: 'accounting.failure.unavailable',
};

/** The provider's reason in the reader's words. */
export function failureMessage(lang: Lang, platform: PlatformKey, failure: SyncFailure): string {
  const key = FAILURE_MESSAGES[failure.code] ?? 'accounting.failure.unavailable';
  const attempts = Number(failure.params.attempts ?? 1);
  return translate(lang, key, {
    ...failure.params,
    attempts,
    integration: PLATFORMS[platform].name,
  });
}

/** The `accounting_syncs` table: where each transaction stands with the platform. */
export const syncs = {
  async ofEntries(
    db: Db,
    connection: ConnectionRef,
    entryIds: readonly number[],
  ): Promise<Map<number, SyncState>> {
    if (entryIds.length === 0) return new Map();
    const rows = await kyselyOf(db)
      .selectFrom('accounting_syncs')
      .select((eb) => [
        'entry_id',
        'status',
        'job_id',
        'failure_code',
        // Written by `settle` below from a SyncFailure's params.
        eb.ref('failure_params').$castTo<Record<string, string> | null>().as('failure_params'),
        'platform_transaction_id',
        'pushed_at',
        'synced_receipts',
      ])
      .where('company_id', '=', connection.companyId)
      .where('connection_id', '=', connection.id)
      .where((eb) => eb('entry_id', '=', eb.fn.any(eb.val([...entryIds]))))
      .execute();
    return new Map(
      rows.map((row) => [
        row.entry_id,
        {
          entryId: row.entry_id,
          status: row.status,
          jobId: row.job_id,
          failure:
            row.failure_code === null
              ? null
              : { code: row.failure_code, params: row.failure_params ?? {} },
          platformTransactionId: row.platform_transaction_id,
          pushedAt: row.pushed_at,
          syncedReceipts: row.synced_receipts,
        },
      ]),
    );
  },

  /** Marks entries queued (or resync-queued) for their jobs, in one statement. */
  async queue(
    db: Db,
    scope: { companyId: number; connectionId: number; now: Date; model: Model },
    status: 'queued' | 'resync-queued',
    rows: readonly { entryId: number; jobId: string }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await kyselyOf(db)
      .insertInto('accounting_syncs')
      .values(
        rows.map((row) => ({
          entry_id: row.entryId,
          company_id: scope.companyId,
          connection_id: scope.connectionId,
          status,
          job_id: row.jobId,
          model: scope.model,
          updated_at: scope.now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['company_id', 'entry_id']).doUpdateSet((eb) => ({
          connection_id: eb.ref('excluded.connection_id'),
          status: eb.ref('excluded.status'),
          job_id: eb.ref('excluded.job_id'),
          model: eb.ref('excluded.model'),
          failure_code: null,
          failure_params: null,
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  },

  /** A job's outcome; ignored when a newer job owns the row. */
  async settle(
    db: Db,
    job: { companyId: number; entryId: number; jobId: string },
    outcome: {
      status: SyncStatus;
      failure: SyncFailure | null;
      platformTransactionId?: string;
      syncedReceipts?: number;
      now: Date;
    },
  ): Promise<void> {
    await kyselyOf(db)
      .updateTable('accounting_syncs')
      .set({
        status: outcome.status,
        failure_code: outcome.failure?.code ?? null,
        failure_params: outcome.failure ? JSON.stringify(outcome.failure.params) : null,
        // What the outcome does not bring stays as it was.
        ...(outcome.platformTransactionId === undefined
          ? {}
          : { platform_transaction_id: outcome.platformTransactionId, pushed_at: outcome.now }),
        ...(outcome.syncedReceipts === undefined
          ? {}
          : { synced_receipts: outcome.syncedReceipts }),
        updated_at: outcome.now,
      })
      .where('company_id', '=', job.companyId)
      .where('entry_id', '=', job.entryId)
      .where('job_id', '=', job.jobId)
      .execute();
  },

  /** A removed connection: what was still waiting fails with the reason at once. */
  async failInFlight(db: Db, connection: ConnectionRef, now: Date): Promise<void> {
    await kyselyOf(db)
      .updateTable('accounting_syncs')
      .set((eb) => ({
        status: eb
          .case()
          .when('status', '=', 'resync-queued')
          .then(eb.val<SyncStatus>('partially-synced'))
          .else(eb.val<SyncStatus>('failed'))
          .end(),
        failure_code: 'CONNECTION_REMOVED',
        failure_params: JSON.stringify({}),
        updated_at: now,
      }))
      .where('company_id', '=', connection.companyId)
      .where('connection_id', '=', connection.id)
      .where('status', 'in', IN_FLIGHT_STATUSES)
      .execute();
  },

  /** How many of the connection's entries wait in the job queue now. */
  async waiting(db: Db, connection: ConnectionRef): Promise<number> {
    const row = await kyselyOf(db)
      .selectFrom('accounting_syncs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', connection.companyId)
      .where('connection_id', '=', connection.id)
      .where('status', 'in', IN_FLIGHT_STATUSES)
      .executeTakeFirst();
    return row?.count ?? 0;
  },

  async pushedIds(db: Db, connection: ConnectionRef): Promise<number[]> {
    const rows = await kyselyOf(db)
      .selectFrom('accounting_syncs')
      .select('entry_id')
      .where('company_id', '=', connection.companyId)
      .where('connection_id', '=', connection.id)
      .where('status', 'in', LOCKED_STATUSES)
      .orderBy('entry_id')
      .execute();
    return rows.map((row) => row.entry_id);
  },
};
