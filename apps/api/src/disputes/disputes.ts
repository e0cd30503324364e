import type { TransactionDispute, DisputeRequest, DisputeType } from '@outlay/api-client/schema';
import { type Selectable, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { TransactionDisputes } from '../db/schema.js';
import { type Viewer, viewerScope } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import { entryNotFound } from '../entries/entry-details.js';
import { isUniqueViolation } from '../db/unique-violation.js';

const DISPUTE_COLUMNS = [
  'support_reference_no',
  'entry_id',
  'type',
  'reason_key',
  'reason_description',
  'comment',
  'created_at',
] as const;

type DisputeRow = Pick<Selectable<TransactionDisputes>, (typeof DISPUTE_COLUMNS)[number]>;

const toDispute = (row: DisputeRow): TransactionDispute => ({
  supportReferenceNo: row.support_reference_no,
  transactionReferenceId: row.entry_id,
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
    const rows = await kyselyOf(tx)
      .selectFrom('entries as e')
      .select('e.id')
      .where((eb) => viewerScope(eb, viewer))
      .where('e.id', '=', id)
      .where('e.kind', '=', type)
      .execute();
    if (rows.length === 0) throw entryNotFound();
  }

  return {
    async get(viewer: Viewer, type: DisputeType, id: number): Promise<TransactionDispute | null> {
      await visibleEntry(viewer, type, id);
      const row = await kyselyOf(db)
        .selectFrom('transaction_disputes')
        .select(DISPUTE_COLUMNS)
        .where('entry_id', '=', id)
        .where('company_id', '=', viewer.companyId)
        .executeTakeFirst();
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
        const year = String(now.getUTCFullYear());
        const row = await kyselyOf(db)
          // The reference number shows the row's own id, so the id is drawn first.
          .with('next', (qb) =>
            qb.selectNoFrom(
              sql<number>`nextval(pg_get_serial_sequence('transaction_disputes', 'id'))`.as('id'),
            ),
          )
          .insertInto('transaction_disputes')
          .columns([
            'id',
            'company_id',
            'entry_id',
            'type',
            'support_reference_no',
            'reason_key',
            'reason_description',
            'comment',
            'reported_by',
            'created_at',
          ])
          .expression((eb) =>
            eb
              .selectFrom('next')
              .select((next) => [
                'next.id',
                next.val(viewer.companyId).as('company_id'),
                next.val(request.transactionReferenceId).as('entry_id'),
                next.val(request.type).as('type'),
                sql<string>`'SR-' || ${year} || '-' || lpad(${next.ref('next.id')}::text, 6, '0')`.as(
                  'support_reference_no',
                ),
                next.val(request.reasonKey).as('reason_key'),
                next.val(request.reasonDescription.trim()).as('reason_description'),
                next.val(comment === '' ? null : comment).as('comment'),
                next.val(viewer.userId).as('reported_by'),
                next.val(now).as('created_at'),
              ]),
          )
          .onConflict((oc) => oc.columns(['company_id', 'entry_id']).doNothing())
          .returning(DISPUTE_COLUMNS)
          .executeTakeFirst();
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
