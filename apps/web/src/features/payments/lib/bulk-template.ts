import { BULK_COLUMNS, BULK_TEMPLATE_ROW } from '@outlay/rules';
import { saveFile } from '@/lib/save-file';

export const TEMPLATE_NAME = 'bulk-payments-template';

/**
 * The template as an Excel workbook, made in the browser by write-excel-file (loaded only when
 * asked for). Every cell is text, so Excel keeps a CLABE's 18 digits and leading zero.
 */
export async function downloadExcelTemplate(): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = BULK_COLUMNS.map((column) => ({
    value: column,
    type: String,
    fontWeight: 'bold' as const,
  }));
  const example = BULK_TEMPLATE_ROW.map((value) => ({ value, type: String }));
  const blob = await writeXlsxFile([header, example], {
    columns: BULK_COLUMNS.map(() => ({ width: 24 })),
  }).toBlob();
  saveFile(blob, `${TEMPLATE_NAME}.xlsx`);
}
