import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { type ExportRow, rowCells } from './export-cells.js';

/**
 * A CSV file written as rows arrive: a UTF-8 byte order mark (so spreadsheets read accents
 * right), the header, then one line per row. Backpressure flows from the reader of the file
 * back to the rows.
 */
export function csvFile(header: readonly string[], rows: AsyncIterable<ExportRow>): Readable {
  const csv = stringify({ bom: true });
  async function* lines() {
    yield header.map(String);
    for await (const row of rows) yield rowCells(row);
  }
  const source = Readable.from(lines());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
