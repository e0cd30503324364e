import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { IdPayload } from './id-payload.js';
import type { JobQueue } from './job-queue.js';

/** The tables whose rows name, in `job_id`, the one job that works them. */
export type RowJobTable = 'statement_payments' | 'loan_payments' | 'reward_redemptions';

/**
 * Enqueues the job of a row just inserted in `tx` (a payment, a redemption) and records its id
 * on the row, in the same transaction: the row and its job are there together, or neither is.
 */
export async function enqueueRowJob(
  jobs: JobQueue,
  tx: Db,
  row: {
    queue: string;
    table: RowJobTable;
    /** The job's subject kind (`statement-payment`). */
    kind: string;
    companyId: number;
    id: number;
    requestedBy: number | null;
    /** The ids the job reads its row by. */
    payload: IdPayload<string>;
  },
): Promise<void> {
  const { companyId, id } = row;
  const [jobId] = await jobs.enqueue(
    row.queue,
    [
      {
        subject: { companyId, kind: row.kind, id: String(id) },
        requestedBy: row.requestedBy,
        payload: row.payload,
      },
    ],
    { tx },
  );
  await kyselyOf(tx)
    .updateTable(row.table)
    .set({ job_id: jobId ?? null })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
