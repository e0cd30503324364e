import type { SatAccountStatus, SatSyncStatus } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';

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

interface AccountRow extends Record<string, unknown> {
  company_id: number;
  rfc: string;
  status: SatAccountStatus;
  match_invoice: boolean;
  sync_invoice_status: SatSyncStatus;
  provider_link_id: string | null;
  link_job_id: string | null;
  sync_job_id: string | null;
  linked_at: Date | string | null;
}

const COLUMNS = `company_id, rfc, status, match_invoice, sync_invoice_status, provider_link_id,
  link_job_id, sync_job_id, linked_at`;

const toAccount = (row: AccountRow): StoredSatAccount => ({
  companyId: row.company_id,
  rfc: row.rfc,
  status: row.status,
  matchInvoice: row.match_invoice,
  syncStatus: row.sync_invoice_status,
  linkId: row.provider_link_id,
  linkJobId: row.link_job_id,
  syncJobId: row.sync_job_id,
  linkedAt: row.linked_at === null ? null : new Date(row.linked_at),
});

/** The `sat_accounts` table: one row per company. */
export const satAccounts = {
  async byCompany(db: Db, companyId: number): Promise<StoredSatAccount | null> {
    const [row] = await db.query<AccountRow>(
      `SELECT ${COLUMNS} FROM sat_accounts WHERE company_id = $1`,
      [companyId],
    );
    return row ? toAccount(row) : null;
  },

  /** Starts (or restarts) linking: pending, with the provider's new link. */
  async startLink(
    db: Db,
    values: { companyId: number; rfc: string; linkId: string; userId: number; now: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO sat_accounts (company_id, rfc, status, provider_link_id, linked_by, updated_at)
       VALUES ($1, $2, 'pending', $3, $4, $5)
       ON CONFLICT (company_id) DO UPDATE
         SET rfc = EXCLUDED.rfc, status = 'pending', provider_link_id = EXCLUDED.provider_link_id,
             linked_by = EXCLUDED.linked_by, sync_invoice_status = 'pending', sync_job_id = NULL,
             updated_at = EXCLUDED.updated_at`,
      [values.companyId, values.rfc, values.linkId, values.userId, values.now],
    );
  },

  async setJob(db: Db, companyId: number, job: 'link' | 'sync', jobId: string): Promise<void> {
    await db.query(
      `UPDATE sat_accounts SET ${job === 'link' ? 'link_job_id' : 'sync_job_id'} = $2
        WHERE company_id = $1`,
      [companyId, jobId],
    );
  },

  /** A link job's outcome, for the link it was queued for (a newer link wins). */
  async settleLink(
    db: Db,
    companyId: number,
    linkId: string,
    status: SatAccountStatus,
    now: Date,
  ): Promise<boolean> {
    const rows = await db.query(
      `UPDATE sat_accounts
          SET status = $3, linked_at = CASE WHEN $3 = 'valid' THEN $4 ELSE linked_at END,
              updated_at = $4
        WHERE company_id = $1 AND provider_link_id = $2
        RETURNING company_id`,
      [companyId, linkId, status, now],
    );
    return rows.length > 0;
  },

  async setSyncStatus(
    db: Db,
    companyId: number,
    linkId: string,
    status: SatSyncStatus,
    now: Date,
  ): Promise<void> {
    await db.query(
      `UPDATE sat_accounts SET sync_invoice_status = $3, updated_at = $4
        WHERE company_id = $1 AND provider_link_id = $2`,
      [companyId, linkId, status, now],
    );
  },

  async setMatching(db: Db, companyId: number, on: boolean, now: Date): Promise<void> {
    await db.query(
      'UPDATE sat_accounts SET match_invoice = $2, updated_at = $3 WHERE company_id = $1',
      [companyId, on, now],
    );
  },
};
