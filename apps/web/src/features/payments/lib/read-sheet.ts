import { type BulkCells, bulkCellsOfTable } from '@outlay/rules';

export const EXCEL_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether a chosen file is an Excel workbook (by its type, or its name when it has none). */
export const isExcelFile = (file: File) =>
  file.type === EXCEL_TYPE || file.name.toLowerCase().endsWith('.xlsx');

/**
 * The rows of an uploaded sheet, every cell as text: an Excel workbook's first sheet through
 * read-excel-file, or a CSV through the rules' reader (papaparse), each loaded only when such a
 * file is chosen (the page's first load stays small). Rejects a file that is no such sheet.
 */
export async function readBulkSheet(file: File): Promise<BulkCells[]> {
  if (!isExcelFile(file)) {
    const [{ parseBulkSheet }, text] = await Promise.all([
      import('@outlay/rules/bulk-sheets'),
      file.text(),
    ]);
    return parseBulkSheet(text);
  }
  const { readSheet } = await import('read-excel-file/browser');
  return bulkCellsOfTable(await readSheet(file));
}
