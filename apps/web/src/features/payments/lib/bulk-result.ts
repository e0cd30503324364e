import type { BulkBatch } from '@outlay/api-client';
import { cellsOf } from '@outlay/rules';
import { saveFile } from '@/lib/save-file';

/**
 * The batch's result as a CSV download: every row with its state (`statusOf` gives it in the
 * user's words), the rail's reason and the tracking number. The amount is written as the
 * template takes it, so the failed rows can be uploaded again as a new sheet. The CSV writer
 * (papaparse) loads when the download is asked for, not with the batch's page.
 */
export async function downloadBulkResult(
  batch: BulkBatch,
  statusOf: (row: BulkBatch['rows'][number]) => string,
) {
  const { bulkResultCsv } = await import('@outlay/rules/bulk-sheets');
  const csv = bulkResultCsv(
    batch.rows.map((row) => ({
      row: row.row,
      recipientName: row.recipientName,
      clabe: row.clabe,
      amount: cellsOf(row, batch.currency).amount,
      description: row.description,
      referenceNumber: row.referenceNumber,
      status: statusOf(row),
      failureReason: row.failureReason,
      trackingNumber: row.trackingNumber,
    })),
  );
  // A byte-order mark so Excel reads the accents as UTF-8.
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), `${batch.name}.csv`);
}
