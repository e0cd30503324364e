import type {
  BulkBatch,
  BulkBatchRow,
  BulkBatchSummary,
  CreateBulkBatchRequest,
} from '@outlay/api-client/schema';
import { type BulkColumn, bulkRowProblems, cellsOf, mexicanBankOf } from '@outlay/rules';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { sha256Hex } from '../auth/crypto.js';
import { AppError, type FieldMessages } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { Services } from '../services.js';
import type { PaymentsOwner } from './recipients.js';
import type { Transfers } from './transfers.js';
import { idPayloadSchema } from '../jobs/id-payload.js';

export const BULK_QUEUE = 'bulk-payment-rows';
/** Rows one job places: a batch of 1,000 is 20 jobs, each placing its rows in one transaction. */
export const BULK_CHUNK = 50;

/** The contract's field of each of the sheet's columns. */
const FIELD_OF: Record<BulkColumn, keyof CreateBulkBatchRequest['rows'][number]> = {
  name: 'recipientName',
  clabe: 'clabe',
  amount: 'amountMinor',
  description: 'description',
  reference: 'referenceNumber',
};

/** A run of a batch's rows, placed by one job. */
export interface ChunkPayload {
  companyId: number;
  batchId: number;
  fromRow: number;
  toRow: number;
}

export const chunkSchema = idPayloadSchema('companyId', 'batchId', 'fromRow', 'toRow');

/** A row's fingerprint: the same key with other details is another payment (never here). */
const fingerprintOf = (row: {
  recipient_name: string;
  clabe_number: string;
  amount_minor: number;
  description: string;
  reference_number: string;
}) =>
  sha256Hex(
    JSON.stringify([
      'bulk',
      row.recipient_name,
      row.clabe_number,
      row.amount_minor,
      row.description,
      row.reference_number,
    ]),
  );

/**
 * Bulk payments (issue 40; spec part 1 §1, §2.2): a batch of SPEI payments prepared from a
 * sheet, approved by an admin other than its maker, released once. Releasing queues the rows
 * in chunks on the job queue; each chunk places its rows' payments in the job's own
 * transaction under each row's idempotency key, so a chunk that runs again (a retry, a process
 * killed with -9 and its jobs taken again, a release sent twice) places nothing twice.
 */
export function createBulkPayments(services: Services, transfers: Transfers) {
  const { db, clock, jobs } = services;

  jobs.define<ChunkPayload, { rows: number }>({
    queue: BULK_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 2,
    expireInSeconds: 300,
    payloadSchema: chunkSchema,
    run: (payload) => Promise.resolve({ rows: payload.toRow - payload.fromRow + 1 }),
    async settle(tx, payload, _job, outcome) {
      if (outcome.state !== 'completed') return;
      await placeRows(tx, payload);
    },
  });

  async function placeRows(tx: Db, payload: ChunkPayload) {
    const q = kyselyOf(tx);
    const batch = await q
      .selectFrom('bulk_batches')
      .select(['status', 'currency', 'released_by', 'bulk_transfer_id'])
      .where('company_id', '=', payload.companyId)
      .where('id', '=', payload.batchId)
      .executeTakeFirst();
    if (batch?.status !== 'released' || batch.released_by === null) return;
    const owner = { companyId: payload.companyId, userId: batch.released_by };
    const rows = await q
      .selectFrom('bulk_batch_rows')
      .selectAll()
      .where('company_id', '=', payload.companyId)
      .where('batch_id', '=', payload.batchId)
      .where('row_number', '>=', payload.fromRow)
      .where('row_number', '<=', payload.toRow)
      .where('failure_reason', 'is', null)
      .orderBy('row_number')
      .execute();
    for (const row of rows) {
      const placed = await transfers.placePayment(tx, owner, {
        key: row.idempotency_key,
        fingerprint: fingerprintOf(row),
        rail: 'STP',
        amountMinor: row.amount_minor,
        currency: batch.currency,
        description: row.description,
        referenceNumber: row.reference_number,
        bulkTransferId: batch.bulk_transfer_id,
        payee: {
          beneficiary_name: row.recipient_name,
          bank_name: row.bank_name,
          swift_bic: null,
          account_number: null,
          clabe_number: row.clabe_number,
          routing_number: null,
          iban: null,
          bank_country_code: 'MX',
          recipient_id: null,
        },
      });
      if (placed === 'aboveLimit' || placed === 'aboveBalance') {
        // The claim goes, so the row shows why it made no payment and can be paid later.
        await q
          .deleteFrom('payment_orders')
          .where('company_id', '=', payload.companyId)
          .where('idempotency_key', '=', row.idempotency_key)
          .where('entry_id', 'is', null)
          .execute();
        await q
          .updateTable('bulk_batch_rows')
          .set({ failure_reason: placed })
          .where('company_id', '=', payload.companyId)
          .where('batch_id', '=', payload.batchId)
          .where('row_number', '=', row.row_number)
          .execute();
      }
    }
  }

  /**
   * The jobs that place `rows` (row numbers, ascending): one per run of BULK_CHUNK numbers that
   * holds any of them. A chunk places only rows without a payment under their key, so a run that
   * also spans rows already paid pays those nothing again. `round` keeps each round's jobs apart.
   */
  function chunkJobs(
    owner: PaymentsOwner,
    batchId: number,
    rows: readonly number[],
    round: string,
  ) {
    const requests = [];
    let index = 0;
    while (index < rows.length) {
      const fromRow = rows[index] ?? 1;
      const toRow = fromRow + BULK_CHUNK - 1;
      while (index < rows.length && (rows[index] ?? 0) <= toRow) index += 1;
      const lastRow = rows[index - 1] ?? fromRow;
      requests.push({
        subject: {
          companyId: owner.companyId,
          kind: 'bulk-batch',
          id: `${batchId}:${round}${fromRow}`,
        },
        requestedBy: owner.userId,
        payload: { companyId: owner.companyId, batchId, fromRow, toRow: lastRow },
      });
    }
    return requests;
  }

  const userName = (first: string | null, last: string | null) =>
    [first, last].filter(Boolean).join(' ');

  function batches(tx: Db, companyId: number) {
    return kyselyOf(tx)
      .selectFrom('bulk_batches as b')
      .innerJoin('users as maker', (join) =>
        join.onRef('maker.id', '=', 'b.created_by').onRef('maker.company_id', '=', 'b.company_id'),
      )
      .leftJoin('users as checker', (join) =>
        join
          .onRef('checker.id', '=', 'b.approved_by')
          .onRef('checker.company_id', '=', 'b.company_id'),
      )
      .select((eb) => [
        'b.id',
        'b.name',
        'b.currency',
        'b.status',
        'b.created_by',
        'b.created_at',
        'b.approved_at',
        'b.released_at',
        'maker.first_name as maker_first',
        'maker.last_name as maker_last',
        'checker.first_name as checker_first',
        'checker.last_name as checker_last',
        eb
          .selectFrom('bulk_batch_rows as r')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('r.company_id', '=', 'b.company_id')
          .whereRef('r.batch_id', '=', 'b.id')
          .as('row_count'),
        eb
          .selectFrom('bulk_batch_rows as r')
          .select((inner) => inner.fn.sum<string>('r.amount_minor').as('t'))
          .whereRef('r.company_id', '=', 'b.company_id')
          .whereRef('r.batch_id', '=', 'b.id')
          .as('total_minor'),
      ])
      .where('b.company_id', '=', companyId);
  }

  type BatchRow = Awaited<ReturnType<ReturnType<typeof batches>['executeTakeFirstOrThrow']>>;

  function summaryOf(owner: PaymentsOwner, row: BatchRow): BulkBatchSummary {
    return {
      id: row.id,
      name: row.name,
      currency: row.currency,
      status: row.status,
      rowCount: Number(row.row_count ?? 0),
      totalMinor: Number(row.total_minor ?? 0),
      createdBy: userName(row.maker_first, row.maker_last),
      createdAt: row.created_at.toISOString(),
      canApprove: row.status === 'awaitingApproval' && row.created_by !== owner.userId,
      canRelease: row.status === 'approved',
    };
  }

  async function batchOf(owner: PaymentsOwner, batchId: number, lang: Lang): Promise<BulkBatch> {
    const row = await batches(db, owner.companyId).where('b.id', '=', batchId).executeTakeFirst();
    if (!row) throw new AppError(404, 'NOT_FOUND', 'payments.bulk.notFound');
    const lines = await kyselyOf(db)
      .selectFrom('bulk_batch_rows as r')
      .leftJoin('payment_orders as o', (join) =>
        join
          .onRef('o.company_id', '=', 'r.company_id')
          .onRef('o.idempotency_key', '=', 'r.idempotency_key'),
      )
      .leftJoin('transfers as t', (join) =>
        join.onRef('t.entry_id', '=', 'o.entry_id').onRef('t.company_id', '=', 'o.company_id'),
      )
      .select([
        'r.row_number',
        'r.recipient_name',
        'r.clabe_number',
        'r.bank_name',
        'r.amount_minor',
        'r.description',
        'r.reference_number',
        'r.idempotency_key',
        'r.failure_reason',
        'o.entry_id',
        'o.failure_reason as rail_reason',
        't.transfer_status',
        't.stp_tracking_key',
      ])
      .where('r.company_id', '=', owner.companyId)
      .where('r.batch_id', '=', batchId)
      .orderBy('r.row_number')
      .execute();
    const released = row.status === 'released';
    const rows: BulkBatchRow[] = lines.map((line) => {
      const reason = line.failure_reason ?? line.rail_reason;
      const status: BulkBatchRow['status'] = !released
        ? 'draft'
        : line.failure_reason
          ? 'failed'
          : (line.transfer_status ?? 'queued');
      return {
        row: line.row_number,
        recipientName: line.recipient_name,
        clabe: line.clabe_number,
        bankName: line.bank_name,
        amountMinor: line.amount_minor,
        description: line.description,
        referenceNumber: line.reference_number,
        status,
        transferId: line.entry_id ? line.idempotency_key : null,
        trackingNumber: line.stp_tracking_key,
        failureReason: reason
          ? translate(
              lang,
              (line.failure_reason
                ? `payments.${reason}`
                : `payments.reason.${reason}`) as MessageKey,
            )
          : null,
      };
    });
    return {
      ...summaryOf(owner, row),
      approvedBy: row.checker_first === null ? null : userName(row.checker_first, row.checker_last),
      approvedAt: row.approved_at?.toISOString() ?? null,
      releasedAt: row.released_at?.toISOString() ?? null,
      settledRows: rows.filter((r) => ['completed', 'failed', 'refund'].includes(r.status)).length,
      rows,
    };
  }

  return {
    async list(owner: PaymentsOwner): Promise<BulkBatchSummary[]> {
      const rows = await batches(db, owner.companyId)
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => summaryOf(owner, row));
    },

    get: batchOf,

    async create(owner: PaymentsOwner, body: CreateBulkBatchRequest, lang: Lang) {
      const account = await transfers.account(owner);
      if (!account.rails.includes('STP')) {
        throw new AppError(400, 'VALIDATION', 'payments.railUnavailable');
      }
      const currency = account.currency;
      const fields: FieldMessages = {};
      body.rows.forEach((row, index) => {
        for (const problem of bulkRowProblems(cellsOf(row, currency), index + 1, currency)) {
          fields[`rows.${index}.${FIELD_OF[problem.column]}`] = {
            key: `payments.bulk.problem.${problem.problem}` as MessageKey,
            params: { row: index + 1 },
          };
        }
      });
      if (Object.keys(fields).length > 0) {
        throw new AppError(400, 'VALIDATION', 'payments.bulk.rowsInvalid', {}, {}, fields);
      }
      const id = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        const batch = await q
          .insertInto('bulk_batches')
          .values({
            company_id: owner.companyId,
            name: body.name.trim(),
            currency,
            created_by: owner.userId,
            created_at: clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await q
          .insertInto('bulk_batch_rows')
          .values(
            body.rows.map((row, index) => ({
              company_id: owner.companyId,
              batch_id: batch.id,
              row_number: index + 1,
              recipient_name: row.recipientName.trim(),
              clabe_number: row.clabe,
              // A checksum-valid CLABE of a bank the table does not know keeps its code.
              bank_name: mexicanBankOf(row.clabe) ?? `Banco ${row.clabe.slice(0, 3)}`,
              amount_minor: row.amountMinor,
              description: row.description.trim(),
              reference_number: row.referenceNumber,
              idempotency_key: randomUUID(),
            })),
          )
          .execute();
        return batch.id;
      });
      return batchOf(owner, id, lang);
    },

    async approve(owner: PaymentsOwner, batchId: number, lang: Lang) {
      const now = clock.now();
      const approved = await kyselyOf(db)
        .updateTable('bulk_batches')
        .set({ status: 'approved', approved_by: owner.userId, approved_at: now })
        .where('company_id', '=', owner.companyId)
        .where('id', '=', batchId)
        .where('status', '=', 'awaitingApproval')
        .where('created_by', '<>', owner.userId)
        .returning('id')
        .executeTakeFirst();
      const batch = await batchOf(owner, batchId, lang);
      if (!approved && batch.status === 'awaitingApproval') {
        throw new AppError(409, 'CONFLICT', 'payments.bulk.ownBatch');
      }
      return batch;
    },

    async release(owner: PaymentsOwner, batchId: number, lang: Lang) {
      // Of identical releases one moves the batch and queues its rows, in one transaction; the
      // others find it released and answer it.
      const released = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        const moved = await q
          .updateTable('bulk_batches')
          .set({ status: 'released', released_by: owner.userId, released_at: clock.now() })
          .where('company_id', '=', owner.companyId)
          .where('id', '=', batchId)
          .where('status', '=', 'approved')
          .returning(['id', 'name'])
          .executeTakeFirst();
        if (!moved) return false;
        // The drawer names the batch as its payments' source.
        const source = await q
          .insertInto('bulk_transfers')
          .values({ company_id: owner.companyId, name: moved.name, created_at: clock.now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await q
          .updateTable('bulk_batches')
          .set({ bulk_transfer_id: source.id })
          .where('company_id', '=', owner.companyId)
          .where('id', '=', batchId)
          .execute();
        const numbers = await q
          .selectFrom('bulk_batch_rows')
          .select('row_number')
          .where('company_id', '=', owner.companyId)
          .where('batch_id', '=', batchId)
          .orderBy('row_number')
          .execute();
        const requests = chunkJobs(
          owner,
          batchId,
          numbers.map((row) => row.row_number),
          '',
        );
        await jobs.enqueue(BULK_QUEUE, requests, { tx });
        return true;
      });
      if (released) jobs.wake(BULK_QUEUE);
      const batch = await batchOf(owner, batchId, lang);
      if (batch.status !== 'released') {
        throw new AppError(409, 'CONFLICT', 'payments.bulk.notApproved');
      }
      return batch;
    },

    /**
     * Sends the released batch's failed rows again: each gets a new idempotency key (a new
     * payment; the failed one stays in the company's history) and is placed on the job queue.
     * A row moves only from the key it was read with, so of retries sent at once each row is
     * retried by one of them; the others find it moved and leave it.
     */
    async retry(owner: PaymentsOwner, batchId: number, lang: Lang) {
      const retried = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        const batch = await q
          .selectFrom('bulk_batches')
          .select('status')
          .where('company_id', '=', owner.companyId)
          .where('id', '=', batchId)
          .executeTakeFirst();
        if (!batch) throw new AppError(404, 'NOT_FOUND', 'payments.bulk.notFound');
        if (batch.status !== 'released') {
          throw new AppError(409, 'CONFLICT', 'payments.bulk.notReleased');
        }
        const failed = await q
          .selectFrom('bulk_batch_rows as r')
          .leftJoin('payment_orders as o', (join) =>
            join
              .onRef('o.company_id', '=', 'r.company_id')
              .onRef('o.idempotency_key', '=', 'r.idempotency_key'),
          )
          .leftJoin('transfers as t', (join) =>
            join.onRef('t.entry_id', '=', 'o.entry_id').onRef('t.company_id', '=', 'o.company_id'),
          )
          .select(['r.row_number', 'r.idempotency_key'])
          .where('r.company_id', '=', owner.companyId)
          .where('r.batch_id', '=', batchId)
          .where((eb) =>
            eb.or([eb('r.failure_reason', 'is not', null), eb('t.transfer_status', '=', 'failed')]),
          )
          .orderBy('r.row_number')
          .execute();
        const moved: number[] = [];
        for (const row of failed) {
          const again = await q
            .updateTable('bulk_batch_rows')
            .set({ idempotency_key: randomUUID(), failure_reason: null })
            .where('company_id', '=', owner.companyId)
            .where('batch_id', '=', batchId)
            .where('row_number', '=', row.row_number)
            .where('idempotency_key', '=', row.idempotency_key)
            .returning('row_number')
            .executeTakeFirst();
          if (again) moved.push(again.row_number);
        }
        if (moved.length > 0) {
          await jobs.enqueue(
            BULK_QUEUE,
            chunkJobs(owner, batchId, moved, `retry-${randomUUID()}:`),
            { tx },
          );
        }
        return moved.length;
      });
      if (retried > 0) jobs.wake(BULK_QUEUE);
      return { retriedRows: retried, batch: await batchOf(owner, batchId, lang) };
    },
  };
}

export type BulkPayments = ReturnType<typeof createBulkPayments>;
