// A bulk payment's sheets as CSV, read and written with papaparse (a maintained CSV parser:
// quotes, commas and line breaks inside cells, a byte-order mark). Apart from the row rules
// (bulk-payments.ts), so the page that checks rows as they are typed loads the parser only when
// a sheet is chosen (`@outlay/rules/bulk-sheets`).
import Papa from 'papaparse';
import { BULK_COLUMNS, type BulkCells, bulkCellsOfTable } from './bulk-payments';

/** The rows of a sheet (CSV), every cell kept as text, blank lines left out. */
export function parseBulkSheet(text: string): BulkCells[] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return bulkCellsOfTable(parsed.data);
}

/** One row of a released batch as its result sheet shows it. */
export interface BulkResultRow {
  row: number;
  recipientName: string;
  clabe: string;
  amount: string;
  description: string;
  referenceNumber: string;
  status: string;
  failureReason: string | null;
  trackingNumber: string | null;
}

/** The result of a batch as CSV: the sheet's columns, then each row's state, reason and tracking number. */
export function bulkResultCsv(rows: readonly BulkResultRow[]): string {
  return Papa.unparse({
    fields: ['row', ...BULK_COLUMNS, 'status', 'reason', 'tracking_number'],
    data: rows.map((line) => [
      line.row,
      line.recipientName,
      line.clabe,
      line.amount,
      line.description,
      line.referenceNumber,
      line.status,
      line.failureReason ?? '',
      line.trackingNumber ?? '',
    ]),
  });
}
