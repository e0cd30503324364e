import type { SatAccountStatus, SatSyncStatus } from '@outlay/api-client/schema';
import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { SatAccounts } from '../db/schema.js';

export type { SatAccountStatus, SatSyncStatus } from '@outlay/api-client/schema';

/** A company's SAT account as Outlay keeps it (never the CIEC). */
export interface StoredSatAccount {
  companyId: number;
  rfc: string;
  status: SatAccountStatus;
  matchInvoice: boolean;
  syncStatus: SatSyncStatus;
  linkId: string | null;
  linkJobId: string | null;
  syncJobId: string | null;
  linkedAt: Date | null;
}

const COLUMNS = [
  'company_id',
  'rfc',
  'status',
  'match_invoice',
  'sync_invoice_status',
  'provider_link_id',
  'link_job_id',
  'sync_job_id',
  'linked_at',
] as const;

const toAccount = (
  row: Pick<Selectable<SatAccounts>, (typeof COLUMNS)[number]>,
): StoredSatAccount => ({
  companyId: row.company_id,
  rfc: row.rfc,
  status: row.status,
  matchInvoice: row.match_invoice,
  syncStatus: row.sync_invoice_status,
  linkId: row.provider_link_id,
  linkJobId: row.link_job_id,
  syncJobId: row.sync_job_id,
  linkedAt: row.linked_at,
});

/** The `sat_accounts` table: one row per company. */
export const satAccounts = {
  async byCompany(db: Db, companyId: number): Promise<StoredSatAccount | null> {
    const row = await kyselyOf(db)
      .selectFrom('sat_accounts')
      .select(COLUMNS)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return row ? toAccount(row) : null;
  },

  /** Starts (or restarts) linking: pending, with the provider's new link. */
  async startLink(
    db: Db,
    values: { companyId: number; rfc: string; linkId: string; userId: number; now: Date },
  ): Promise<void> {
    await kyselyOf(db)
      .insertInto('sat_accounts')
      .values({
        company_id: values.companyId,
        rfc: values.rfc,
        status: 'pending',
        provider_link_id: values.linkId,
        linked_by: values.userId,
        updated_at: values.now,
      })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet((eb) => ({
          rfc: eb.ref('excluded.rfc'),
          status: 'pending',
          provider_link_id: eb.ref('excluded.provider_link_id'),
          linked_by: eb.ref('excluded.linked_by'),
          sync_invoice_status: 'pending',
          sync_job_id: null,
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  },

  async setJob(db: Db, companyId: number, job: 'link' | 'sync', jobId: string): Promise<void> {
    await kyselyOf(db)
      .updateTable('sat_accounts')
      .set(job === 'link' ? { link_job_id: jobId } : { sync_job_id: jobId })
      .where('company_id', '=', companyId)
      .execute();
  },

  /** A link job's outcome, for the link it was queued for (a newer link wins). */
  async settleLink(
    db: Db,
    companyId: number,
    linkId: string,
    status: SatAccountStatus,
    now: Date,
  ): Promise<boolean> {
    const rows = await kyselyOf(db)
      .updateTable('sat_accounts')
      .set({ status, ...(status === 'valid' ? { linked_at: now } : {}), updated_at: now })
      .where('company_id', '=', companyId)
      .where('provider_link_id', '=', linkId)
      .returning('company_id')
      .execute();
    return rows.length > 0;
  },

  async setSyncStatus(
    db: Db,
    companyId: number,
    linkId: string,
    status: SatSyncStatus,
    now: Date,
  ): Promise<void> {
    await kyselyOf(db)
      .updateTable('sat_accounts')
      .set({ sync_invoice_status: status, updated_at: now })
      .where('company_id', '=', companyId)
      .where('provider_link_id', '=', linkId)
      .execute();
  },

  async setMatching(db: Db, companyId: number, on: boolean, now: Date): Promise<void> {
    await kyselyOf(db)
      .updateTable('sat_accounts')
      .set({ match_invoice: on, updated_at: now })
      .where('company_id', '=', companyId)
      .execute();
  },
};
