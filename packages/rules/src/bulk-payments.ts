// Bulk payments (issue 40): a sheet of SPEI payments, one row each, read with papaparse
// (bulk-sheets.ts) and judged row by row with the bank transfer rules of spec part 2 §5. The web shows every
// problem by row and column before submitting; the server judges the same rows again.
import { isClabe } from './clabe-check-digit';
import { minorDigitsOf, toMinor } from './money';
import { TRANSFER_DESCRIPTION_MAX_LENGTH, referenceNumberProblem } from './payments';

/** The most rows one batch takes. */
export const BULK_MAX_ROWS = 1000;
/** STP's nombreBeneficiario takes 40 characters. */
export const BULK_NAME_MAX_LENGTH = 40;
/** The sheet's columns, in the template's order. */
export const BULK_COLUMNS = ['name', 'clabe', 'amount', 'description', 'reference'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** One row as the sheet gives it: every cell a text. */
export type BulkCells = Record<BulkColumn, string>;

/** What is wrong with one cell. */
export type BulkProblem =
  'required' | 'tooLong' | 'clabe' | 'amountFormat' | 'amountPositive' | 'referenceFormat';

export interface BulkRowProblem {
  /** 1 for the first row under the header. */
  row: number;
  column: BulkColumn;
  problem: BulkProblem;
}

/** A row the rules accept, as the contract carries it. */
export interface BulkRowInput {
  recipientName: string;
  clabe: string;
  amountMinor: number;
  description: string;
  referenceNumber: string;
}

/** The template's example row, in the columns' order. */
export const BULK_TEMPLATE_ROW: readonly string[] = [
  'Proveedora del Norte',
  '012180000000000002',
  '1500.00',
  'Factura 118',
  '1234567',
];

/** The template a user downloads: the header and one example row. */
export const BULK_TEMPLATE = `${BULK_COLUMNS.join(',')}\n${BULK_TEMPLATE_ROW.join(',')}\n`;

/** A cell's text: numbers as they print, dates as their day, empty cells empty. */
function textOf(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean'
    ? String(cell).trim()
    : '';
}

/**
 * The rows of a sheet read as a table (an Excel sheet's rows, the first its header), every cell
 * kept as text: columns found by their header in any order and case, blank rows left out.
 */
export function bulkCellsOfTable(table: readonly (readonly unknown[])[]): BulkCells[] {
  const [header = [], ...body] = table;
  const indexOf = new Map(header.map((cell, index) => [textOf(cell).toLowerCase(), index]));
  return body
    .map((line) => {
      const cells = {} as BulkCells;
      for (const column of BULK_COLUMNS) {
        const index = indexOf.get(column);
        cells[column] = index === undefined ? '' : textOf(line[index]);
      }
      return cells;
    })
    .filter((cells) => BULK_COLUMNS.some((column) => cells[column] !== ''));
}

/** The amount of a cell in minor units, or the problem with it. */
function amountOf(cell: string, currency: string): number | BulkProblem {
  const text = cell.replace(/,/g, '');
  if (text === '') return 'required';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'amountFormat';
  const units = toMinor(text, currency);
  if (!Number.isSafeInteger(units)) return 'amountFormat';
  return units > 0 ? units : 'amountPositive';
}

/** Every problem of one row, in column order (none for a row the rules accept). */
export function bulkRowProblems(cells: BulkCells, row: number, currency: string): BulkRowProblem[] {
  const problems: BulkRowProblem[] = [];
  const add = (column: BulkColumn, problem: BulkProblem) => problems.push({ row, column, problem });
  if (cells.name === '') add('name', 'required');
  else if (cells.name.length > BULK_NAME_MAX_LENGTH) add('name', 'tooLong');
  if (cells.clabe === '') add('clabe', 'required');
  else if (!isClabe(cells.clabe)) add('clabe', 'clabe');
  const amount = amountOf(cells.amount, currency);
  if (typeof amount !== 'number') add('amount', amount);
  if (cells.description === '') add('description', 'required');
  else if (cells.description.length > TRANSFER_DESCRIPTION_MAX_LENGTH)
    add('description', 'tooLong');
  const reference = referenceNumberProblem(cells.reference);
  if (reference) add('reference', reference === 'required' ? 'required' : 'referenceFormat');
  return problems;
}

/** The rows judged: the accepted ones as the contract carries them, and every problem. */
export function checkBulkRows(
  rows: readonly BulkCells[],
  currency: string,
): { rows: BulkRowInput[]; problems: BulkRowProblem[]; duplicates: number[][] } {
  const accepted: BulkRowInput[] = [];
  const problems: BulkRowProblem[] = [];
  const seen = new Map<string, number[]>();
  rows.forEach((cells, index) => {
    const found = bulkRowProblems(cells, index + 1, currency);
    problems.push(...found);
    if (found.length > 0) return;
    const input: BulkRowInput = {
      recipientName: cells.name,
      clabe: cells.clabe,
      amountMinor: toMinor(cells.amount.replace(/,/g, ''), currency),
      description: cells.description,
      referenceNumber: cells.reference,
    };
    accepted.push(input);
    const key = `${input.clabe}|${input.amountMinor}|${input.referenceNumber}`;
    seen.set(key, [...(seen.get(key) ?? []), index + 1]);
  });
  const duplicates = [...seen.values()].filter((numbers) => numbers.length > 1);
  return { rows: accepted, problems, duplicates };
}

/** A row of the contract back to the sheet's cells (to check again what the server holds). */
export function cellsOf(row: BulkRowInput, currency: string): BulkCells {
  const digits = minorDigitsOf(currency);
  return {
    name: row.recipientName,
    clabe: row.clabe,
    amount: (row.amountMinor / 10 ** digits).toFixed(digits),
    description: row.description,
    reference: row.referenceNumber,
  };
}
