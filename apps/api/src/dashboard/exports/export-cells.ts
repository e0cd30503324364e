import { fromMinor, minorDigitsOf } from '@outlay/rules';

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
  /** In minor units of `currency`. */
  amount: number;
  currency: string;
  /** In minor units of `localCurrency`. */
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

/** The amounts of a row as the decimal numbers a file shows, in their currencies' digits. */
function shownAmounts(row: ExportRow): ExportCells {
  return {
    ...row,
    amount: fromMinor(row.amount, row.currency),
    localAmount: row.localAmount === null ? null : fromMinor(row.localAmount, row.localCurrency),
  };
}

/** A row's cells by column, its amounts as decimal numbers. */
export type ExportCells = Omit<ExportRow, 'amount' | 'localAmount'> & {
  amount: number;
  localAmount: number | null;
};

/** The row's cells for a CSV file: every text cell made safe (safeCell); numbers as numbers. */
export function rowCells(row: ExportRow): (string | number)[] {
  const cells = shownAmounts(row);
  return EXPORT_COLUMNS.map((column) => {
    const value = cells[column];
    if (value === null) return '';
    return typeof value === 'number' ? value : safeCell(value);
  });
}

/** An amount column's text, with as many decimals as its currency has (a PDF's cell). */
export function amountText(row: ExportRow, column: 'amount' | 'localAmount'): string {
  const [units, currency] =
    column === 'amount' ? [row.amount, row.currency] : [row.localAmount, row.localCurrency];
  return units === null ? '' : fromMinor(units, currency).toFixed(minorDigitsOf(currency));
}

/** A spreadsheet's number format for an amount in `currency`: its minor unit's digits. */
export function amountFormat(currency: string): string {
  const digits = minorDigitsOf(currency);
  return digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
}

/**
 * The row's cells for a workbook: text as typed. A workbook says each cell's type, and a text
 * cell is never read as a formula, so it needs no apostrophe; one added would show in Excel as
 * part of the text (Excel hides only the apostrophe typed into a cell, which it keeps as the
 * cell's quote-prefix style, not in its value).
 */
export function sheetCells(row: ExportRow): (string | number)[] {
  const cells = shownAmounts(row);
  return EXPORT_COLUMNS.map((column) => cells[column] ?? '');
}
