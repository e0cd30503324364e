import PDFDocument from 'pdfkit';
import type { TextDocument } from './text-document.js';

/** The document as PDF bytes on US Letter pages: a title and paragraphs, wrapped and paginated. */
export function renderPdf(document: TextDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    info: { Title: document.title, Creator: 'Outlay' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(18).text(document.title);
  pdf.font('Helvetica').fontSize(11);
  for (const paragraph of document.paragraphs) {
    pdf.moveDown();
    pdf.text(paragraph, { lineGap: 4 });
  }
  pdf.end();
  return done;
}
