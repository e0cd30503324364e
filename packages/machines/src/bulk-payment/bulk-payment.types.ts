import type { ApiError, BulkBatch } from '@outlay/api-client';
import type { BulkCells, BulkColumn } from '@outlay/rules';

export interface BulkPaymentInput {
  /** The company's currency (react-query holds the account). */
  currency: string;
}

export interface BulkPaymentContext extends BulkPaymentInput {
  name: string;
  rows: BulkCells[];
  /** Whether the problems show (after the first submit, and while fixing). */
  checked: boolean;
  batch: BulkBatch | null;
  error: ApiError | null;
  /** The last file chosen could not be read as a sheet (CSV or Excel). */
  unreadableSheet: boolean;
}

export type BulkPaymentEvent =
  | { type: 'name.changed'; name: string }
  /** A sheet read (CSV or Excel, by the page): its rows, every cell as text. */
  | { type: 'sheet.loaded'; rows: BulkCells[] }
  | { type: 'sheet.unreadable' }
  | { type: 'row.added' }
  | { type: 'row.removed'; index: number }
  | { type: 'cell.changed'; index: number; column: BulkColumn; value: string }
  | { type: 'batch.submitted' }
  | { type: 'batch.new' };

export type BulkPaymentEmitted = { type: 'batch.created'; batch: BulkBatch };
