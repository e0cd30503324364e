/**
 * A text cell that a spreadsheet would take for a formula (it starts with = + - @, a tab or a
 * carriage return) gets a leading apostrophe, so it shows as typed and never runs (OWASP's
 * CSV injection advice). A plain number, such as a refund's -12.50, stays a number.
 */
export function safeCell(value: string): string {
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One exported row, in the column order of EXPORT_COLUMNS. */
export interface ExportRow {
  date: string;
  merchant: string;
  /** The accounting category chosen for it, else the merchant's categories. */
  category: string;
  /** A card transaction's memo, a transfer's description: what people typed. */
  memo: string;
  type: string;
  status: string;
  user: string;
  card: string;
  amount: number;
  currency: string;
  localAmount: number | null;
  localCurrency: string;
  /** Attached or not, in words (the Filter popover's Receipt Attached / Not Attached). */
  receipt: string;
  receipts: number;
}

export const EXPORT_COLUMNS = [
  'date',
  'merchant',
  'category',
  'memo',
  'type',
  'status',
  'user',
  'card',
  'amount',
  'currency',
  'localAmount',
  'localCurrency',
  'receipt',
  'receipts',
] as const satisfies readonly (keyof ExportRow)[];

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The row's cells for a CSV file: every text cell made safe (safeCell); numbers as numbers. */
export function rowCells(row: ExportRow): (string | number)[] {
  return EXPORT_COLUMNS.map((column) => {
    const value = row[column];
    if (value === null) return '';
    return typeof value === 'number' ? value : safeCell(value);
  });
}

/**
 * The row's cells for a workbook: text as typed. A workbook says each cell's type, and a text
 * cell is never read as a formula, so it needs no apostrophe; one added would show in Excel as
 * part of the text (Excel hides only the apostrophe typed into a cell, which it keeps as the
 * cell's quote-prefix style, not in its value).
 */
export function sheetCells(row: ExportRow): (string | number)[] {
  return EXPORT_COLUMNS.map((column) => row[column] ?? '');
}
