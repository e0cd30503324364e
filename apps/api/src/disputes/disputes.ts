import type { TransactionDispute, DisputeRequest, DisputeType } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { SqlParams } from '../entries/sql-params.js';
import { type Viewer, scopeCondition } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import { entryNotFound } from '../entries/entry-details.js';
import { isUniqueViolation } from '../db/unique-violation.js';

interface DisputeRow extends Record<string, unknown> {
  support_reference_no: string;
  entry_id: string;
  type: DisputeType;
  reason_key: TransactionDispute['reasonKey'];
  reason_description: string;
  comment: string | null;
  created_at: Date;
}

const COLUMNS =
  'support_reference_no, entry_id::text, type, reason_key, reason_description, comment, created_at';

const toDispute = (row: DisputeRow): TransactionDispute => ({
  supportReferenceNo: row.support_reference_no,
  transactionReferenceId: Number(row.entry_id),
  type: row.type,
  reasonKey: row.reason_key,
  reasonDescription: row.reason_description,
  comment: row.comment,
  createdAt: row.created_at.toISOString(),
});

/**
 * Issues reported on card transactions and transfers (spec part 2 §2.3, §5, §7): one per
 * entry, each with a support reference number. Whoever sees the entry on the dashboard may
 * report it and read its report.
 */
export function createDisputes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function visibleEntry(viewer: Viewer, type: DisputeType, id: number, tx: Db = db) {
    const params = new SqlParams();
    const scope = scopeCondition(viewer, params);
    const rows = await tx.query(
      `SELECT e.id FROM entries e WHERE ${scope} AND e.id = ${params.add(id)} AND e.kind = ${params.add(type)}`,
      params.values,
    );
    if (rows.length === 0) throw entryNotFound();
  }

  return {
    async get(viewer: Viewer, type: DisputeType, id: number): Promise<TransactionDispute | null> {
      await visibleEntry(viewer, type, id);
      const [row] = await db.query<DisputeRow>(
        `SELECT ${COLUMNS} FROM transaction_disputes WHERE entry_id = $1 AND company_id = $2`,
        [id, viewer.companyId],
      );
      return row ? toDispute(row) : null;
    },

    async create(viewer: Viewer, request: DisputeRequest): Promise<TransactionDispute> {
      const comment = request.comment?.trim() ?? '';
      if (request.reasonKey === 'other' && comment === '') {
        throw new AppError(400, 'VALIDATION', 'dispute.commentRequired');
      }
      await visibleEntry(viewer, request.type, request.transactionReferenceId);
      const now = clock.now();
      try {
        const [row] = await db.query<DisputeRow>(
          `WITH next AS (
             SELECT nextval(pg_get_serial_sequence('transaction_disputes', 'id')) AS id
           )
           INSERT INTO transaction_disputes (id, company_id, entry_id, type, support_reference_no,
                                             reason_key, reason_description, comment, reported_by,
                                             created_at)
           SELECT next.id, $1, $2, $3, 'SR-' || $4 || '-' || lpad(next.id::text, 6, '0'),
                  $5, $6, $7, $8, $9
             FROM next
           ON CONFLICT (entry_id) DO NOTHING
           RETURNING ${COLUMNS}`,
          [
            viewer.companyId,
            request.transactionReferenceId,
            request.type,
            String(now.getUTCFullYear()),
            request.reasonKey,
            request.reasonDescription.trim(),
            comment === '' ? null : comment,
            viewer.userId,
            now,
          ],
        );
        if (!row) throw alreadyReported();
        return toDispute(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyReported();
        throw error;
      }
    },
  };
}

const alreadyReported = () => new AppError(409, 'CONFLICT', 'dispute.alreadyReported');

export type Disputes = ReturnType<typeof createDisputes>;
