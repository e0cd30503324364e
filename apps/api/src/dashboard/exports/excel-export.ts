import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, type ExportRow, amountFormat, sheetCells } from './export-cells.js';

const WIDTHS: Record<(typeof EXPORT_COLUMNS)[number], number> = {
  date: 18,
  merchant: 32,
  category: 24,
  memo: 40,
  type: 14,
  status: 20,
  user: 24,
  card: 22,
  amount: 14,
  currency: 10,
  localAmount: 14,
  localCurrency: 12,
  receipt: 14,
  receipts: 10,
};

/**
 * An .xlsx file from exceljs's streaming writer: each row is committed (written to the zip
 * stream and let go) as soon as it is added, and strings are inlined rather than collected
 * in a shared table, so the workbook never holds the table.
 */
export function excelFile(
  sheetName: string,
  header: readonly string[],
  rows: AsyncIterable<ExportRow>,
): { stream: Readable; done: Promise<void> } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((key) => ({ key, width: WIDTHS[key] }));
  const done = (async () => {
    const headerRow = sheet.addRow([...header]);
    headerRow.font = { bold: true };
    headerRow.commit();
    for await (const row of rows) {
      const added = sheet.addRow(sheetCells(row));
      added.getCell('amount').numFmt = amountFormat(row.currency);
      if (row.localAmount !== null) {
        added.getCell('localAmount').numFmt = amountFormat(row.localCurrency);
      }
      added.commit();
    }
    sheet.commit();
    await workbook.commit();
  })();
  // A failure while writing ends the file stream with it, so whoever reads it stops too.
  done.catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return { stream, done };
}
