import type { AccountingSyncStatus as SyncStatus } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { type Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
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

interface SyncRow extends Record<string, unknown> {
  entry_id: string | number;
  status: SyncStatus;
  job_id: string | null;
  failure_code: string | null;
  failure_params: Record<string, string> | null;
  platform_transaction_id: string | null;
  pushed_at: Date | string | null;
  synced_receipts: number;
}

function toState(row: SyncRow): SyncState {
  return {
    entryId: Number(row.entry_id),
    status: row.status,
    jobId: row.job_id,
    failure:
      row.failure_code === null
        ? null
        : { code: row.failure_code, params: row.failure_params ?? {} },
    platformTransactionId: row.platform_transaction_id,
    pushedAt: row.pushed_at === null ? null : new Date(row.pushed_at),
    syncedReceipts: row.synced_receipts,
  };
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
    connectionId: number,
    entryIds: readonly number[],
  ): Promise<Map<number, SyncState>> {
    if (entryIds.length === 0) return new Map();
    const rows = await db.query<SyncRow>(
      `SELECT entry_id, status, job_id, failure_code, failure_params, platform_transaction_id,
              pushed_at, synced_receipts
         FROM accounting_syncs WHERE connection_id = $1 AND entry_id = ANY($2::bigint[])`,
      [connectionId, [...entryIds]],
    );
    return new Map(rows.map((row) => [Number(row.entry_id), toState(row)]));
  },

  /** Marks entries queued (or resync-queued) for their jobs, in one statement. */
  async queue(
    db: Db,
    scope: { companyId: number; connectionId: number; now: Date; model: string },
    status: 'queued' | 'resync-queued',
    rows: readonly { entryId: number; jobId: string }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db.query(
      `INSERT INTO accounting_syncs (entry_id, company_id, connection_id, status, job_id, model, updated_at)
       SELECT q.entry_id, $1, $2, $3, q.job_id, $4, $5
         FROM unnest($6::bigint[], $7::uuid[]) AS q (entry_id, job_id)
       ON CONFLICT (entry_id) DO UPDATE
         SET connection_id = EXCLUDED.connection_id, status = EXCLUDED.status,
             job_id = EXCLUDED.job_id, model = EXCLUDED.model, failure_code = NULL,
             failure_params = NULL, updated_at = EXCLUDED.updated_at`,
      [
        scope.companyId,
        scope.connectionId,
        status,
        scope.model,
        scope.now,
        rows.map((row) => row.entryId),
        rows.map((row) => row.jobId),
      ],
    );
  },

  /** A job's outcome; ignored when a newer job owns the row. */
  async settle(
    db: Db,
    entryId: number,
    jobId: string,
    outcome: {
      status: SyncStatus;
      failure: SyncFailure | null;
      platformTransactionId?: string;
      syncedReceipts?: number;
      now: Date;
    },
  ): Promise<void> {
    const pushed = outcome.platformTransactionId !== undefined;
    await db.query(
      `UPDATE accounting_syncs
          SET status = $3, failure_code = $4, failure_params = $5::jsonb,
              platform_transaction_id = COALESCE($6, platform_transaction_id),
              pushed_at = CASE WHEN $7::boolean THEN $9 ELSE pushed_at END,
              synced_receipts = COALESCE($8, synced_receipts), updated_at = $9
        WHERE entry_id = $1 AND job_id = $2`,
      [
        entryId,
        jobId,
        outcome.status,
        outcome.failure?.code ?? null,
        outcome.failure ? JSON.stringify(outcome.failure.params) : null,
        outcome.platformTransactionId ?? null,
        pushed,
        outcome.syncedReceipts ?? null,
        outcome.now,
      ],
    );
  },

  /** A removed connection: what was still waiting fails with the reason at once. */
  async failInFlight(db: Db, connectionId: number, now: Date): Promise<void> {
    await db.query(
      `UPDATE accounting_syncs
          SET status = CASE WHEN status = 'resync-queued' THEN 'partially-synced' ELSE 'failed' END,
              failure_code = 'CONNECTION_REMOVED', failure_params = '{}'::jsonb, updated_at = $2
        WHERE connection_id = $1 AND status IN ('queued', 'resync-queued')`,
      [connectionId, now],
    );
  },

  async pushedIds(db: Db, connectionId: number): Promise<number[]> {
    const rows = await db.query<{ entry_id: string | number }>(
      `SELECT entry_id FROM accounting_syncs
        WHERE connection_id = $1 AND status IN ('pushed', 'resync-queued', 'partially-synced')
        ORDER BY entry_id`,
      [connectionId],
    );
    return rows.map((row) => Number(row.entry_id));
  },
};
