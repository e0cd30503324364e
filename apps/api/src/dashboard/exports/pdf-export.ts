import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { type ExportColumn, type ExportRow, amountText } from './export-cells.js';

/**
 * The PDF shows the columns a reader scans, across the 720 points of a landscape page; the CSV
 * and Excel files carry them all.
 */
const PDF_COLUMNS: readonly { key: ExportColumn; width: number; align?: 'right' }[] = [
  { key: 'date', width: 78 },
  { key: 'merchant', width: 112 },
  { key: 'category', width: 80 },
  { key: 'memo', width: 124 },
  { key: 'status', width: 70 },
  { key: 'user', width: 90 },
  { key: 'receipt', width: 56 },
  { key: 'amount', width: 68, align: 'right' },
  { key: 'currency', width: 42 },
];

const MARGIN = 36;
const ROW_HEIGHT = 16;
const FONT_SIZE = 8;

export interface PdfHeading {
  title: string;
  subtitle: string;
  emptyText: string;
  labels: Record<ExportColumn, string>;
}

function cellText(row: ExportRow, key: ExportColumn): string {
  if (key === 'amount' || key === 'localAmount') return amountText(row, key);
  const value = row[key];
  return typeof value === 'number' ? String(value) : value;
}

/**
 * A landscape PDF table, written page by page as rows arrive (pdfkit flushes each page when
 * the next begins), with the heading repeated on every page. Text is drawn as text, never
 * interpreted, so no cell needs escaping here.
 */
export function pdfFile(
  heading: PdfHeading,
  rows: AsyncIterable<ExportRow>,
): {
  stream: Readable;
  done: Promise<void>;
} {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: heading.title, Creator: 'Outlay' },
  });
  const bottom = () => doc.page.height - MARGIN - ROW_HEIGHT;

  const drawHeader = () => {
    doc.font('Helvetica-Bold').fontSize(14).text(heading.title, MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(9).text(heading.subtitle);
    let x = MARGIN;
    const y = doc.y + 8;
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    for (const column of PDF_COLUMNS) {
      doc.text(heading.labels[column.key], x, y, {
        width: column.width - 6,
        align: column.align ?? 'left',
        lineBreak: false,
      });
      x += column.width;
    }
    doc.font('Helvetica').fontSize(FONT_SIZE);
    return y + ROW_HEIGHT;
  };

  const done = (async () => {
    let y = drawHeader();
    let any = false;
    for await (const row of rows) {
      any = true;
      if (y > bottom()) {
        doc.addPage();
        y = drawHeader();
      }
      let x = MARGIN;
      for (const column of PDF_COLUMNS) {
        doc.text(cellText(row, column.key), x, y, {
          width: column.width - 6,
          height: ROW_HEIGHT - 4,
          align: column.align ?? 'left',
          ellipsis: true,
        });
        x += column.width;
      }
      y += ROW_HEIGHT;
    }
    if (!any) doc.text(heading.emptyText, MARGIN, y);
    doc.end();
  })();
  done.catch((error: unknown) =>
    doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return { stream: doc, done };
}
